package robber;

import java.awt.GraphicsEnvironment;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

/** Starts Robber in a window, or runs a short headless self-test with --selftest. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        for (String arg : args) {
            if (arg.equals("--selftest")) {
                System.exit(SelfTest.run() ? 0 : 1);
            }
        }
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("Robber needs a display. Try: java -jar robber.jar --selftest");
            System.exit(1);
        }
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("Robber");
            GamePanel panel = new GamePanel(new World(), frame::dispose);
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setResizable(false);
            frame.add(panel);
            frame.pack();
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
            panel.start();
        });
    }
}
