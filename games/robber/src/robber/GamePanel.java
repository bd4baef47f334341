package robber;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.HashSet;
import java.util.Set;
import javax.swing.JPanel;
import javax.swing.Timer;

/** Draws the world with Java 2D and runs a fixed-step loop driven by a Swing timer. */
final class GamePanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final int HUD = 28;
    private static final int STEP_MS = 16;

    private static final Color FLOOR_A = new Color(0x4a3f63);
    private static final Color FLOOR_B = new Color(0x544870);
    private static final Color WALL = new Color(0x15111f);
    private static final Color STATUE = new Color(0xd1d5db);
    private static final Color PEDESTAL = new Color(0x9ca3af);
    private static final Color CASE = new Color(147, 197, 253, 110);
    private static final Color GEM = new Color(0x67e8f9);
    private static final Color LIGHT = new Color(253, 230, 138, 110);
    private static final Color GUARD = new Color(0x1e3a8a);
    private static final Color THIEF = new Color(0x0b0a12);
    private static final Color MASK = new Color(0x7c3aed);
    private static final Color TEXT = new Color(0xe5e7eb);

    private final transient World world;
    private final transient Runnable onQuit;
    private final Set<Integer> keys = new HashSet<>();
    private final Timer timer;

    GamePanel(World world, Runnable onQuit) {
        this.world = world;
        this.onQuit = onQuit;
        setPreferredSize(new Dimension(world.columns() * World.TILE, world.rows() * World.TILE + HUD));
        setBackground(WALL);
        setFocusable(true);
        addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                handleKey(e.getKeyCode());
            }

            @Override
            public void keyReleased(KeyEvent e) {
                keys.remove(e.getKeyCode());
            }
        });
        timer = new Timer(STEP_MS, e -> tick());
    }

    void start() {
        requestFocusInWindow();
        timer.start();
    }

    private void handleKey(int code) {
        if (code == KeyEvent.VK_ESCAPE) {
            timer.stop();
            onQuit.run();
        } else if (code == KeyEvent.VK_R && world.state() != World.State.PLAYING) {
            world.reset();
        } else {
            keys.add(code);
        }
    }

    private void tick() {
        int dx = (held(KeyEvent.VK_RIGHT) ? 1 : 0) - (held(KeyEvent.VK_LEFT) ? 1 : 0);
        int dy = (held(KeyEvent.VK_DOWN) ? 1 : 0) - (held(KeyEvent.VK_UP) ? 1 : 0);
        world.step(dx, dy);
        repaint();
    }

    private boolean held(int code) {
        return keys.contains(code);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        super.paintComponent(graphics);
        Graphics2D g = (Graphics2D) graphics.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        drawHud(g);
        g.translate(0, HUD);
        drawTiles(g, false);
        drawLight(g);
        drawTiles(g, true);
        drawGems(g);
        drawGuard(g);
        drawThief(g);
        drawMessage(g);
        g.dispose();
    }

    private void drawHud(Graphics2D g) {
        g.setColor(TEXT);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.drawString("Gems " + world.gemsCollected() + " / " + world.gemsTotal(), 12, 19);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.drawString("Arrow keys move \u00b7 Esc quits", getWidth() - 190, 19);
    }

    /** Floor and walls first (objects == false), then statues, cases and the exit on top. */
    private void drawTiles(Graphics2D g, boolean objects) {
        int t = World.TILE;
        for (int row = 0; row < world.rows(); row++) {
            for (int col = 0; col < world.columns(); col++) {
                char c = world.tileAt(col * t + 1, row * t + 1);
                int x = col * t;
                int y = row * t;
                if (!objects) {
                    g.setColor(c == '#' ? WALL : ((row + col) % 2 == 0 ? FLOOR_A : FLOOR_B));
                    g.fillRect(x, y, t, t);
                } else if (c == 'S') {
                    g.setColor(PEDESTAL);
                    g.fillRect(x + 2, y + 2, t - 4, t - 4);
                    g.setColor(STATUE);
                    g.fill(new Ellipse2D.Double(x + 6, y + 6, t - 12, t - 12));
                } else if (c == 'C') {
                    g.setColor(CASE);
                    g.fillRect(x + 1, y + 1, t - 2, t - 2);
                } else if (c == 'E') {
                    g.setColor(world.gems().isEmpty() ? new Color(0x16a34a) : new Color(0x7f1d1d));
                    g.fillRect(x + t / 2, y + 2, t / 2, t - 4);
                }
            }
        }
    }

    private void drawGems(Graphics2D g) {
        g.setColor(GEM);
        for (double[] gem : world.gems()) {
            Path2D.Double d = new Path2D.Double();
            d.moveTo(gem[0] - 8, gem[1] - 3);
            d.lineTo(gem[0] - 4, gem[1] - 8);
            d.lineTo(gem[0] + 4, gem[1] - 8);
            d.lineTo(gem[0] + 8, gem[1] - 3);
            d.lineTo(gem[0], gem[1] + 8);
            d.closePath();
            g.fill(d);
        }
    }

    private void drawLight(Graphics2D g) {
        double r = World.LIGHT_RANGE;
        double start = -Math.toDegrees(world.guardAngle() + World.LIGHT_HALF_ANGLE);
        double extent = Math.toDegrees(2 * World.LIGHT_HALF_ANGLE);
        g.setColor(LIGHT);
        g.fill(new Arc2D.Double(world.guardX() - r, world.guardY() - r, 2 * r, 2 * r, start, extent, Arc2D.PIE));
    }

    private void drawGuard(Graphics2D g) {
        g.setColor(GUARD);
        g.fill(new Ellipse2D.Double(world.guardX() - 12, world.guardY() - 12, 24, 24));
        g.setColor(new Color(0x93c5fd));
        g.setStroke(new BasicStroke(1.5f));
        g.draw(new Ellipse2D.Double(world.guardX() - 12, world.guardY() - 12, 24, 24));
    }

    private void drawThief(Graphics2D g) {
        double x = world.thiefX();
        double y = world.thiefY();
        double r = World.THIEF_RADIUS;
        g.setColor(THIEF);
        g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
        g.setColor(MASK);
        g.fillRect((int) (x - r), (int) (y - 4), (int) (2 * r), 5);
    }

    private void drawMessage(Graphics2D g) {
        String message = switch (world.state()) {
            case CAUGHT -> "Caught! Press R to try again";
            case ESCAPED -> "You escaped with every gem! Press R to play again";
            case PLAYING -> world.gems().isEmpty() ? "All gems taken \u2013 run for the green exit!" : null;
        };
        if (message == null) {
            return;
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
        int w = g.getFontMetrics().stringWidth(message);
        int x = (getWidth() - w) / 2;
        int y = world.rows() * World.TILE / 2;
        g.setColor(new Color(0, 0, 0, 170));
        g.fillRoundRect(x - 16, y - 26, w + 32, 40, 12, 12);
        g.setColor(TEXT);
        g.drawString(message, x, y);
    }
}
