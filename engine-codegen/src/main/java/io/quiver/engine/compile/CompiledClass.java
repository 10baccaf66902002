package io.quiver.engine.compile;

import java.util.Map;

/** A loaded generated class with its bytecode (kept for inspection and dumping). */
public record CompiledClass(Class<?> type, Map<String, byte[]> bytecode, String source) {
  public CompiledClass {
    bytecode = Map.copyOf(bytecode);
  }
}
