package robber;

/** A few simulation steps without a window; prints "ok" when the rules behave. */
final class SelfTest {
    private SelfTest() {}

    static boolean run() {
        World world = new World();
        double startX = world.thiefX();
        double guardStartX = world.guardX();
        for (int i = 0; i < 60; i++) {
            world.step(1, 0);
        }
        check(world.thiefX() > startX, "thief moves right");
        check(world.guardX() != guardStartX, "guard patrols");
        for (int i = 0; i < 200; i++) {
            world.step(0, -1);
        }
        check(world.thiefY() > World.TILE, "walls stop the thief");

        world.reset();
        double[] gem = world.gems().get(0);
        world.placeThief(gem[0], gem[1]);
        world.step(0, 0);
        check(world.gemsCollected() == 1, "gem collected");

        world.reset();
        world.step(0, 0);
        double ahead = world.guardX() + 2 * World.TILE;
        world.placeThief(ahead, world.guardY());
        world.step(0, 0);
        check(world.state() == World.State.CAUGHT, "guard sees the thief in the light");

        world.reset();
        for (int i = 0; i < 2000; i++) {
            world.step(i % 3 - 1, (i / 7) % 3 - 1);
        }
        check(world.tileAt(world.thiefX(), world.thiefY()) != '#', "thief stays inside the museum");
        System.out.println("ok");
        return true;
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            System.out.println("failed: " + what);
            System.exit(1);
        }
    }
}
