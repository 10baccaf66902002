package io.quiver.table.api.internal;

import io.quiver.engine.store.Sequence;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The sequences of one database, by qualified name. */
public final class Sequences {
  private final Map<ObjectIdentifier, Sequence> byName = new ConcurrentHashMap<>();

  /** Adds a sequence; false when one of that name exists. */
  boolean create(ObjectIdentifier id, Sequence sequence) {
    return byName.putIfAbsent(id, sequence) == null;
  }

  boolean drop(ObjectIdentifier id) {
    return byName.remove(id) != null;
  }

  void forEach(java.util.function.BiConsumer<ObjectIdentifier, Sequence> action) {
    byName.forEach(action);
  }

  Optional<Sequence> get(ObjectIdentifier id) {
    return Optional.ofNullable(byName.get(id));
  }
}
