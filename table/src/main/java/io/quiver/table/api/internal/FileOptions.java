package io.quiver.table.api.internal;

import io.quiver.engine.store.DurableStore;
import io.quiver.table.api.ValidationException;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The options of a file database ({@code jdbc:quiver:file:PATH;option=value}):
 * <ul>
 *   <li>{@code access}: {@code read_write} (default) or {@code read_only}: read the database while
 *       another process has it open, writing nothing;
 *   <li>{@code durability}: {@code fsync} (default: a commit returns once its log record is on
 *       disk) or {@code os} (no fsync at commit: a crash of the machine, not of the process, may
 *       lose the last commits);
 *   <li>{@code checkpointLogSize}: the log size at which a checkpoint starts by itself, in bytes
 *       or with a {@code k}, {@code m} or {@code g} suffix (default {@code 64m}).
 * </ul>
 */
public final class FileOptions {
  public static final Set<String> NAMES = Set.of("access", "durability", "checkpointLogSize");

  private FileOptions() {}

  static DurableStore.Options parse(Map<String, String> options) {
    String access = options.getOrDefault("access", "read_write").toLowerCase(Locale.ROOT);
    String durability = options.getOrDefault("durability", "fsync").toLowerCase(Locale.ROOT);
    if (!access.equals("read_write") && !access.equals("read_only")) {
      throw new ValidationException("Option access must be read_write or read_only, not '" + access + "'", null,
          "08001", 0, 0);
    }
    if (!durability.equals("fsync") && !durability.equals("os")) {
      throw new ValidationException("Option durability must be fsync or os, not '" + durability + "'", null,
          "08001", 0, 0);
    }
    long checkpoint = DurableStore.Options.DEFAULT_CHECKPOINT_BYTES;
    String size = options.get("checkpointLogSize");
    if (size != null) {
      checkpoint = bytes(size);
    }
    return new DurableStore.Options(access.equals("read_only"), durability.equals("fsync"), checkpoint);
  }

  private static long bytes(String size) {
    String text = size.trim().toLowerCase(Locale.ROOT);
    long unit = 1;
    if (text.endsWith("k") || text.endsWith("m") || text.endsWith("g")) {
      unit = switch (text.charAt(text.length() - 1)) {
        case 'k' -> 1L << 10;
        case 'm' -> 1L << 20;
        default -> 1L << 30;
      };
      text = text.substring(0, text.length() - 1);
    }
    try {
      long value = Long.parseLong(text) * unit;
      if (value > 0) {
        return value;
      }
    } catch (NumberFormatException ignored) {
      // reported below
    }
    throw new ValidationException("Option checkpointLogSize must be a positive size such as 64m, not '" + size + "'",
        null, "08001", 0, 0);
  }
}
