package robber;

import java.util.ArrayList;
import java.util.List;

/**
 * The game rules without any drawing: a museum hall made of tiles, a thief steered by the
 * player, gems to collect and a guard who patrols with a flashlight. Headless and deterministic,
 * so the self-test can run it without a window.
 */
public final class World {
    public static final int TILE = 32;
    public static final double THIEF_SPEED = 2.5;
    public static final double GUARD_SPEED = 1.2;
    public static final double THIEF_RADIUS = 10;
    public static final double LIGHT_RANGE = 4.5 * TILE;
    public static final double LIGHT_HALF_ANGLE = Math.toRadians(32);

    public enum State { PLAYING, CAUGHT, ESCAPED }

    static final String[] MAP = {
        "####################",
        "#T.......*.........#",
        "#..................#",
        "#...SS.......CC....#",
        "#...SS.......CC..*.#",
        "#..................#",
        "#.*......SS........E",
        "#........SS........#",
        "#..................#",
        "#...CC.......SS....#",
        "#...CC..*....SS....#",
        "#................*.#",
        "####################",
    };

    /** Guard patrol route: tile coordinates, walked in a loop around the centre statue. */
    private static final int[][] PATROL = {{6, 5}, {15, 5}, {15, 8}, {6, 8}};

    private final char[][] tiles;
    private final List<double[]> gems = new ArrayList<>();
    private int gemsTotal;
    private double thiefX;
    private double thiefY;
    private double guardX;
    private double guardY;
    private double guardAngle;
    private int patrolTarget;
    private State state;

    public World() {
        tiles = new char[MAP.length][];
        reset();
    }

    /** Puts everything back to the start of the level. */
    public void reset() {
        gems.clear();
        for (int row = 0; row < MAP.length; row++) {
            tiles[row] = MAP[row].toCharArray();
            for (int col = 0; col < tiles[row].length; col++) {
                char c = tiles[row][col];
                if (c == 'T') {
                    thiefX = centre(col);
                    thiefY = centre(row);
                    tiles[row][col] = '.';
                } else if (c == '*') {
                    gems.add(new double[] {centre(col), centre(row)});
                    tiles[row][col] = '.';
                }
            }
        }
        gemsTotal = gems.size();
        guardX = centre(PATROL[0][0]);
        guardY = centre(PATROL[0][1]);
        patrolTarget = 1;
        guardAngle = 0;
        state = State.PLAYING;
    }

    private static double centre(int tile) {
        return tile * TILE + TILE / 2.0;
    }

    /** One fixed simulation step; dx and dy are -1, 0 or 1 from the arrow keys. */
    public void step(int dx, int dy) {
        if (state != State.PLAYING) {
            return;
        }
        moveThief(dx, dy);
        moveGuard();
        collectGems();
        if (seesThief()) {
            state = State.CAUGHT;
        } else if (gems.isEmpty() && tileAt(thiefX + THIEF_RADIUS + 1, thiefY) == 'E') {
            state = State.ESCAPED;
        }
    }

    private void moveThief(int dx, int dy) {
        double len = (dx != 0 && dy != 0) ? Math.sqrt(2) : 1;
        double nx = thiefX + dx * THIEF_SPEED / len;
        if (free(nx, thiefY)) {
            thiefX = nx;
        }
        double ny = thiefY + dy * THIEF_SPEED / len;
        if (free(thiefX, ny)) {
            thiefY = ny;
        }
    }

    private boolean free(double x, double y) {
        double r = THIEF_RADIUS;
        return !solid(tileAt(x - r, y - r)) && !solid(tileAt(x + r, y - r))
            && !solid(tileAt(x - r, y + r)) && !solid(tileAt(x + r, y + r));
    }

    private void moveGuard() {
        double tx = centre(PATROL[patrolTarget][0]);
        double ty = centre(PATROL[patrolTarget][1]);
        double distance = Math.hypot(tx - guardX, ty - guardY);
        if (distance <= GUARD_SPEED) {
            guardX = tx;
            guardY = ty;
            patrolTarget = (patrolTarget + 1) % PATROL.length;
            return;
        }
        double wanted = Math.atan2(ty - guardY, tx - guardX);
        double turn = Math.atan2(Math.sin(wanted - guardAngle), Math.cos(wanted - guardAngle));
        guardAngle += Math.max(-0.08, Math.min(0.08, turn));
        guardX += (tx - guardX) / distance * GUARD_SPEED;
        guardY += (ty - guardY) / distance * GUARD_SPEED;
    }

    private void collectGems() {
        gems.removeIf(g -> Math.hypot(g[0] - thiefX, g[1] - thiefY) < TILE * 0.6);
    }

    /** True when the thief stands in the flashlight cone with nothing solid in between. */
    public boolean seesThief() {
        double distance = Math.hypot(thiefX - guardX, thiefY - guardY);
        if (distance > LIGHT_RANGE) {
            return false;
        }
        double angle = Math.atan2(thiefY - guardY, thiefX - guardX);
        double off = Math.abs(Math.atan2(Math.sin(angle - guardAngle), Math.cos(angle - guardAngle)));
        if (off > LIGHT_HALF_ANGLE) {
            return false;
        }
        for (double t = 0; t < distance; t += 4) {
            double x = guardX + (thiefX - guardX) * t / distance;
            double y = guardY + (thiefY - guardY) * t / distance;
            if (solid(tileAt(x, y))) {
                return false;
            }
        }
        return true;
    }

    public char tileAt(double x, double y) {
        int col = (int) Math.floor(x / TILE);
        int row = (int) Math.floor(y / TILE);
        if (row < 0 || row >= tiles.length || col < 0 || col >= tiles[row].length) {
            return '#';
        }
        return tiles[row][col];
    }

    static boolean solid(char tile) {
        return tile == '#' || tile == 'S' || tile == 'C' || tile == 'E';
    }

    /** Moves the thief directly (used by the self-test). */
    void placeThief(double x, double y) {
        thiefX = x;
        thiefY = y;
    }

    public int columns() { return tiles[0].length; }
    public int rows() { return tiles.length; }
    public List<double[]> gems() { return gems; }
    public int gemsTotal() { return gemsTotal; }
    public int gemsCollected() { return gemsTotal - gems.size(); }
    public double thiefX() { return thiefX; }
    public double thiefY() { return thiefY; }
    public double guardX() { return guardX; }
    public double guardY() { return guardY; }
    public double guardAngle() { return guardAngle; }
    public State state() { return state; }
}
