package io.quiver.table.api;

import io.quiver.table.functions.ScalarFunction;

/**
 * Adds ten. A top-level class, so that {@link ScalarFunctionSqlTest} can load it through a class
 * loader of its own (a nested class could not reach its nest host across loaders).
 */
public class PlusTenFunction extends ScalarFunction {
  public Integer eval(Integer x) {
    return x == null ? null : x + 10;
  }
}
