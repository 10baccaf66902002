package io.quiver.table.module;

import java.util.Objects;

/** A loaded module's name and whether it is used (SHOW FULL MODULES). */
public record ModuleEntry(String name, boolean used) {
  public ModuleEntry {
    Objects.requireNonNull(name, "name is null");
  }

  /** Flink's format: {@code ModuleEntry{name='core', used=true}}. */
  @Override
  public String toString() {
    return "ModuleEntry{name='" + name + "', used=" + used + "}";
  }
}
