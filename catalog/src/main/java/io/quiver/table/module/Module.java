package io.quiver.table.module;

import io.quiver.table.functions.FunctionDefinition;
import java.util.Optional;
import java.util.Set;

/**
 * A pluggable set of functions. Modules are loaded into a session with
 * {@code TableEnvironment.loadModule} and searched in load order when a function name is resolved.
 */
public interface Module {
  /** The names of the functions this module provides. */
  Set<String> listFunctions();

  /** The function called {@code name} (case-insensitive), if this module provides it. */
  Optional<FunctionDefinition> getFunctionDefinition(String name);
}
