package io.quiver.table.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.functions.FunctionKind;
import io.quiver.table.functions.ScalarFunction;
import io.quiver.table.module.CoreModule;
import io.quiver.table.module.ModuleEntry;
import io.quiver.table.module.ModuleManager;
import java.util.List;
import org.junit.jupiter.api.Test;

class FunctionCatalogTest {
  /** A function to register. */
  public static class Upper extends ScalarFunction {
    public String eval(String s) {
      return s;
    }
  }

  private final CatalogManager catalogs = new CatalogManager(CatalogRegistry.withDefaultCatalog(), "default_catalog");
  private final FunctionCatalog functions = new FunctionCatalog(catalogs, new ModuleManager());

  @Test
  void builtInsComeFromTheCoreModule() {
    var upper = functions.lookupFunction(List.of("UPPER")).orElseThrow();
    assertTrue(upper.builtIn());
    assertEquals(FunctionKind.SCALAR, upper.definition().getKind());
    assertTrue(functions.getFunctions().contains("sum"));
    assertTrue(functions.getUserDefinedFunctions().isEmpty());
  }

  @Test
  void temporarySystemFunctionShadowsBuiltInAndNamesAreCaseInsensitive() {
    Upper upper = new Upper();
    functions.registerTemporarySystemFunction("Upper", upper, false);
    var found = functions.lookupFunction(List.of("UPPER")).orElseThrow();
    assertSame(upper, found.definition());
    assertFalse(found.builtIn());
    assertThrows(CatalogException.class, () -> functions.registerTemporarySystemFunction("upper", upper, false));
    assertFalse(functions.registerTemporarySystemFunction("upper", upper, true));
    assertTrue(functions.dropTemporarySystemFunction("UPPER"));
    assertTrue(functions.lookupFunction(List.of("upper")).orElseThrow().builtIn());
  }

  @Test
  void temporaryCatalogFunctionShadowsCatalogFunction() {
    functions.registerCatalogFunction(List.of("f"), new CatalogFunction(Upper.class.getName(), FunctionLanguage.JAVA), false);
    assertTrue(functions.lookupFunction(List.of("default_catalog", "default_database", "f")).orElseThrow()
        .definition() instanceof Upper);
    Upper temporary = new Upper();
    functions.registerTemporaryCatalogFunction(List.of("f"), temporary, false);
    assertSame(temporary, functions.lookupFunction(List.of("f")).orElseThrow().definition());
    assertEquals(List.of("f"), List.copyOf(functions.getUserDefinedFunctions()));
    assertTrue(functions.dropTemporaryCatalogFunction(List.of("f")));
    assertTrue(functions.dropCatalogFunction(List.of("f")));
    assertFalse(functions.dropCatalogFunction(List.of("f")));
    assertTrue(functions.lookupFunction(List.of("f")).isEmpty());
  }

  @Test
  void inlineFunctionsAreCallableButNotListed() {
    Upper inline = new Upper();
    String name = functions.registerInlineFunction(inline);
    assertEquals(name, functions.registerInlineFunction(inline));
    assertSame(inline, functions.lookupFunction(List.of(name)).orElseThrow().definition());
    assertTrue(functions.getUserDefinedFunctions().isEmpty());
  }

  @Test
  void instantiateNeedsAFunctionClass() {
    assertThrows(CatalogException.class, () -> FunctionCatalog.instantiate("no.such.Clazz"));
    assertThrows(CatalogException.class, () -> FunctionCatalog.instantiate(String.class));
    assertTrue(FunctionCatalog.instantiate(Upper.class.getName()) instanceof Upper);
  }

  @Test
  void modulesLoadInOrderAndUnload() {
    ModuleManager modules = new ModuleManager();
    assertEquals(List.of("core"), modules.listModules());
    assertThrows(CatalogException.class, () -> modules.loadModule("core", CoreModule.INSTANCE));
    modules.unloadModule("core");
    assertTrue(modules.getFunctionDefinition("sum").isEmpty());
    assertThrows(CatalogException.class, () -> modules.unloadModule("core"));
    modules.loadModule("core", CoreModule.INSTANCE);
    assertEquals(List.of(new ModuleEntry("core", true)), modules.listFullModules());
  }
}
