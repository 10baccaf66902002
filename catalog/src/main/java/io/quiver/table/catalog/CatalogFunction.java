package io.quiver.table.catalog;

import java.util.Objects;

/** A function stored in a catalog, by the name of the class implementing it. */
public record CatalogFunction(String className, FunctionLanguage language) {
  public CatalogFunction {
    Objects.requireNonNull(className, "className is null");
    Objects.requireNonNull(language, "language is null");
  }

  public String getClassName() {
    return className;
  }

  public FunctionLanguage getFunctionLanguage() {
    return language;
  }
}
