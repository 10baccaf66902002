package io.quiver.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code quiver} command: with no arguments, the sqlline shell on {@code jdbc:quiver:mem:};
 * {@code -e SQL} runs statements and {@code -f FILE} a script, printing results as tables;
 * {@code -u URL} picks another database. Exit status 0 on success, 1 on a SQL error (the message
 * goes to standard error), 2 on a usage error.
 */
public final class Main {
  static final String DEFAULT_URL = "jdbc:quiver:mem:";

  private Main() {}

  public static void main(String[] args) throws IOException {
    System.exit(run(args, new PrintWriter(System.out, true, StandardCharsets.UTF_8),
        new PrintWriter(System.err, true, StandardCharsets.UTF_8)));
  }

  static int run(String[] args, PrintWriter out, PrintWriter err) throws IOException {
    if (args.length > 0 && args[0].equals("server")) {
      try {
        return ServerCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
      } catch (NumberFormatException e) {
        err.println("quiver server: not a port number: " + e.getMessage());
        return 2;
      } catch (Exception e) {
        err.println("quiver server: " + e.getMessage());
        return 1;
      }
    }
    String url = DEFAULT_URL;
    List<String> scripts = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if ((arg.equals("-e") || arg.equals("-f") || arg.equals("-u")) && i + 1 >= args.length) {
        err.println("quiver: " + arg + " needs a value");
        return 2;
      }
      switch (arg) {
        case "-e" -> scripts.add(args[++i]);
        case "-f" -> scripts.add(Files.readString(Path.of(args[++i]), StandardCharsets.UTF_8));
        case "-u" -> url = args[++i];
        case "-h", "--help" -> {
          out.println(usage());
          return 0;
        }
        default -> {
          err.println("quiver: unknown argument " + arg + "\n" + usage());
          return 2;
        }
      }
    }
    if (scripts.isEmpty()) {
      return Shell.start(url);
    }
    try (Connection connection = DriverManager.getConnection(url)) {
      ScriptRunner runner = new ScriptRunner(connection, out);
      for (String script : scripts) {
        runner.run(script);
      }
      return 0;
    } catch (SQLException e) {
      out.flush();
      err.println("ERROR " + e.getSQLState() + ": " + e.getMessage());
      return 1;
    }
  }

  static String usage() {
    return "usage: quiver [-u URL] [-e SQL]... [-f FILE]...\n"
        + "  with no -e or -f, opens the interactive shell on URL (default " + DEFAULT_URL + ")\n"
        + ServerCommand.usage();
  }
}
