package io.quiver.cli;

import io.quiver.server.QuiverServer;
import java.io.PrintWriter;

/**
 * {@code quiver server --port 8765 [--database URL] [--user U --password P] [--bind ADDRESS]
 * [--allow-files]}: serves an embedded database to remote JDBC clients until interrupted.
 */
final class ServerCommand {
  private ServerCommand() {}

  static String usage() {
    return "usage: quiver server --port PORT [--database URL] [--user U --password P] [--bind ADDRESS]"
        + " [--allow-files]\n"
        + "  serves URL (default jdbc:quiver:mem:server) over Avatica HTTP (protobuf) on ADDRESS"
        + " (default 127.0.0.1)";
  }

  static int run(String[] args, PrintWriter out, PrintWriter err) throws Exception {
    QuiverServer.Options defaults = QuiverServer.Options.defaults(8765);
    int port = defaults.port();
    String database = defaults.databaseUrl();
    String bind = defaults.bindAddress();
    String user = null;
    String password = null;
    boolean allowFiles = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--allow-files")) {
        allowFiles = true;
        continue;
      }
      if (arg.equals("-h") || arg.equals("--help")) {
        out.println(usage());
        return 0;
      }
      if (i + 1 >= args.length) {
        err.println("quiver server: " + arg + " needs a value\n" + usage());
        return 2;
      }
      String value = args[++i];
      switch (arg) {
        case "--port" -> port = Integer.parseInt(value);
        case "--database" -> database = value;
        case "--bind" -> bind = value;
        case "--user" -> user = value;
        case "--password" -> password = value;
        default -> {
          err.println("quiver server: unknown argument " + arg + "\n" + usage());
          return 2;
        }
      }
    }
    QuiverServer.Options options;
    try {
      options = new QuiverServer.Options(port, database, bind, user, password, allowFiles);
    } catch (IllegalArgumentException e) {
      err.println("quiver server: " + e.getMessage());
      return 2;
    }
    QuiverServer server = QuiverServer.start(options);
    out.println("Quiver server on http://" + bind + ":" + server.port() + " serving " + database
        + (user == null ? "" : " (BASIC authentication)") + (allowFiles ? " (files allowed)" : ""));
    out.flush();
    Runtime.getRuntime().addShutdownHook(new Thread(server::close));
    server.join();
    return 0;
  }
}
