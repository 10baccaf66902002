package io.quiver.table.module;

import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.functions.FunctionDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The modules of one session in resolution order: {@code core} first, then others in load order.
 * Every module is "used" in Quiver (Flink's USE MODULES reordering is not needed for resolution
 * of built-ins), so SHOW FULL MODULES lists them all as used.
 */
public final class ModuleManager {
  private final Map<String, Module> modules = new LinkedHashMap<>();

  public ModuleManager() {
    modules.put(CoreModule.NAME, CoreModule.INSTANCE);
  }

  /** Loads {@code module} under {@code name}; a name can be loaded once. */
  public void loadModule(String name, Module module) {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(module, "module is null");
    if (modules.containsKey(name)) {
      throw new CatalogException("A module with name '" + name + "' already exists");
    }
    modules.put(name, module);
  }

  /** Unloads the module called {@code name}; it must be loaded. */
  public void unloadModule(String name) {
    if (modules.remove(name) == null) {
      throw new CatalogException("No module with name '" + name + "' exists");
    }
  }

  /** The loaded modules' names in resolution order. */
  public List<String> listModules() {
    return new ArrayList<>(modules.keySet());
  }

  public List<ModuleEntry> listFullModules() {
    return modules.keySet().stream().map(n -> new ModuleEntry(n, true)).toList();
  }

  /** The names of all functions of all loaded modules, sorted and without duplicates. */
  public TreeSet<String> listFunctions() {
    TreeSet<String> names = new TreeSet<>();
    modules.values().forEach(m -> names.addAll(m.listFunctions()));
    return names;
  }

  /** The first loaded module's function called {@code name}. */
  public Optional<FunctionDefinition> getFunctionDefinition(String name) {
    for (Module module : modules.values()) {
      Optional<FunctionDefinition> found = module.getFunctionDefinition(name);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }
}
