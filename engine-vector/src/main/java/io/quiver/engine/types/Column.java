package io.quiver.engine.types;

import java.util.Objects;

/** A named, typed column of a table or of a result. */
public record Column(String name, SqlType type) {
  public Column {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(type, "type is null");
  }
}
