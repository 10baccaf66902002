package io.quiver.table.sql.ddl;

/**
 * MySQL's executable comments, {@code /*!40101 SET NAMES utf8mb4 *&#47;}: MySQL runs their text
 * when its version is at least the number; to every other database, and to Quiver, they are
 * comments. mysqldump writes whole statements of them, which are then empty statements, accepted
 * as doing nothing (an empty statement without one stays an error).
 */
public final class VersionComments {
  private VersionComments() {}

  /** True when {@code sql} holds only whitespace and comments, one of them a version comment. */
  public static boolean onlyVersionComments(String sql) {
    boolean versionComment = false;
    int i = 0;
    int n = sql.length();
    while (i < n) {
      char c = sql.charAt(i);
      if (Character.isWhitespace(c) || c == ';') {
        i++;
      } else if (sql.startsWith("--", i)) {
        int end = sql.indexOf('\n', i);
        i = end < 0 ? n : end + 1;
      } else if (sql.startsWith("/*", i)) {
        int end = sql.indexOf("*/", i + 2);
        if (end < 0) {
          return false;
        }
        versionComment |= sql.startsWith("/*!", i);
        i = end + 2;
      } else {
        return false;
      }
    }
    return versionComment;
  }
}
