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
 * The modules of one session: those loaded, in load order, and those used, in resolution order
 * ({@code core} first until {@link #useModules} says otherwise). A newly loaded module is used,
 * last. Quiver's built-in functions resolve whether or not {@code core} is used; the used order
 * decides among the other modules' functions.
 */
public final class ModuleManager {
  private final Map<String, Module> modules = new LinkedHashMap<>();
  private final List<String> used = new ArrayList<>();

  public ModuleManager() {
    modules.put(CoreModule.NAME, CoreModule.INSTANCE);
    used.add(CoreModule.NAME);
  }

  /** Loads {@code module} under {@code name}; a name can be loaded once. */
  public void loadModule(String name, Module module) {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(module, "module is null");
    if (modules.containsKey(name)) {
      throw new CatalogException("A module with name '" + name + "' already exists");
    }
    modules.put(name, module);
    used.add(name);
  }

  /** Unloads the module called {@code name}; it must be loaded. */
  public void unloadModule(String name) {
    if (modules.remove(name) == null) {
      throw new CatalogException("No module with name '" + name + "' exists");
    }
    used.remove(name);
  }

  /**
   * Uses exactly the named modules, in this order of resolution; the other loaded modules stay
   * loaded, unused. Each name must be loaded and appear once.
   */
  public void useModules(String... names) {
    List<String> order = new ArrayList<>();
    for (String name : names) {
      Objects.requireNonNull(name, "module name is null");
      if (!modules.containsKey(name)) {
        throw new CatalogException("Module " + name + " does not exist.");
      }
      if (order.contains(name)) {
        throw new CatalogException("Module " + name + " appears more than once.");
      }
      order.add(name);
    }
    used.clear();
    used.addAll(order);
  }

  /** The used modules' names in resolution order. */
  public List<String> listModules() {
    return List.copyOf(used);
  }

  /** The used modules in resolution order, then the loaded ones not used, in load order. */
  public List<ModuleEntry> listFullModules() {
    List<ModuleEntry> entries = new ArrayList<>();
    used.forEach(n -> entries.add(new ModuleEntry(n, true)));
    modules.keySet().stream().filter(n -> !used.contains(n)).forEach(n -> entries.add(new ModuleEntry(n, false)));
    return entries;
  }

  /** The names of all functions of the used modules, sorted and without duplicates. */
  public TreeSet<String> listFunctions() {
    TreeSet<String> names = new TreeSet<>();
    used.forEach(n -> names.addAll(modules.get(n).listFunctions()));
    return names;
  }

  /** The function called {@code name} of the first used module that has one. */
  public Optional<FunctionDefinition> getFunctionDefinition(String name) {
    for (String moduleName : used) {
      Module module = modules.get(moduleName);
      Optional<FunctionDefinition> found = module.getFunctionDefinition(name);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }
}
