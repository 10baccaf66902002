package io.quiver.jdbc;

import io.quiver.table.api.TableConfig;
import io.quiver.table.api.config.ExecutionConfigOptions;
import java.sql.SQLException;
import java.util.Set;

/**
 * Keeps a session away from the server's files when its connection says {@code allowFiles=false}
 * (the server opens every remote session so unless started with {@code --allow-files}): the
 * options that name a file or directory may be neither given at connect time nor SET later.
 */
final class FileAccessPolicy {
  /** Table options whose value is a path that the engine reads or writes. */
  static final Set<String> FILE_OPTIONS = Set.of(ExecutionConfigOptions.CODEGEN_DUMP_DIR.key());

  private FileAccessPolicy() {}

  static SQLException denied(String key) {
    return SqlExceptions.withState("Option '" + key + "' touches the server's files, which this session may not do"
        + " (start the server with --allow-files to permit it)", "42501", null);
  }

  /** After a statement ran: undoes a file option it set and refuses the statement. */
  static void check(TableConfig config) throws SQLException {
    for (String key : FILE_OPTIONS) {
      if (config.getConfiguration().containsKey(key)) {
        config.getConfiguration().removeKey(key);
        throw denied(key);
      }
    }
  }
}
