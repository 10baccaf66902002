package io.quiver.engine.store;

import io.quiver.engine.error.EngineException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;

/** The failures of a file database, with their SQLSTATEs. */
final class StoreException {
  /** SQLSTATE 53100: disk full. */
  static final String DISK_FULL = "53100";
  /** SQLSTATE 58030: an I/O error. */
  static final String IO_ERROR = "58030";
  /** SQLSTATE XX001: a file of the database is corrupted. */
  static final String DATA_CORRUPTED = "XX001";
  /** SQLSTATE 25006: a write in a read-only database. */
  static final String READ_ONLY = "25006";
  /** SQLSTATE 55006: the database is in use by another process. */
  static final String IN_USE = "55006";

  private StoreException() {}

  static EngineException io(String what, IOException e) {
    String message = String.valueOf(e.getMessage());
    boolean full = message.contains("No space left") || message.contains("Disk quota");
    String detail = e instanceof AccessDeniedException ? "permission denied: " + message : message;
    return new EngineException(full ? DISK_FULL : IO_ERROR,
        (full ? "Disk full: " : "I/O error: ") + what + " failed (" + detail + ")", e);
  }

  static EngineException corrupted(String message) {
    return new EngineException(DATA_CORRUPTED, "Data corrupted: " + message);
  }
}
