package io.quiver.cli;

import java.io.IOException;
import sqlline.SqlLine;

/** The interactive shell: sqlline, connected to a Quiver database. */
final class Shell {
  private Shell() {}

  static int start(String url) throws IOException {
    String[] args = {"-u", url, "-n", "", "-p", "", "--nullValue=NULL",
        "--showWarnings=false", "--incremental=true"};
    SqlLine.Status status = SqlLine.start(args, null, true);
    return status == SqlLine.Status.OK ? 0 : 1;
  }
}
