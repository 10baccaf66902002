package io.quiver.table.api;

import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import io.quiver.table.functions.ScalarFunction;
import io.quiver.types.Row;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * ScalarFunctions called from SQL: one eval, overloaded evals chosen by the argument types, and a
 * varargs eval. Calls of user functions once broke after built-in Java functions joined the same
 * lowering; these keep the plain call path under test.
 */
class ScalarFunctionSqlTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE nums (id INT, name VARCHAR(10))");
    env.executeSql("INSERT INTO nums VALUES (1, 'a'), (2, NULL), (3, 'ccc')");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  /** Adds ten. */
  public static class PlusTen extends ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : x + 10;
    }
  }

  /** Names the overload that was chosen. */
  public static class Describe extends ScalarFunction {
    public String eval(Integer x) {
      return "int " + x;
    }

    public String eval(String x) {
      return "string " + x;
    }

    public String eval(Double x) {
      return "double " + x;
    }
  }

  /** Sums any number of ints. */
  public static class SumAll extends ScalarFunction {
    public int eval(int... values) {
      int sum = 0;
      for (int v : values) {
        sum += v;
      }
      return sum;
    }
  }

  @Test
  void aPlainEvalOverAColumn() {
    env.createTemporarySystemFunction("plus_ten", PlusTen.class);
    assertEquals(List.of(Row.of(1, 11), Row.of(2, 12), Row.of(3, 13)),
        rows(env.executeSql("SELECT id, plus_ten(id) FROM nums ORDER BY id")));
    assertEquals(List.of(Row.of(2)), rows(env.executeSql("SELECT id FROM nums WHERE plus_ten(id) = 12")));
  }

  @Test
  void theOverloadFollowsTheArgumentType() {
    env.createTemporarySystemFunction("describe_it", Describe.class);
    assertEquals(List.of(Row.of("int 1", "string x", "double 1.5")),
        rows(env.executeSql("SELECT describe_it(1), describe_it('x'), describe_it(1.5e0)")));
    assertEquals(List.of(Row.of("string a"), Row.of("string null"), Row.of("string ccc")),
        rows(env.executeSql("SELECT describe_it(name) FROM nums ORDER BY id")));
  }

  @Test
  void aVarargsEvalTakesAnyNumberOfArguments() {
    env.createTemporarySystemFunction("sum_all", SumAll.class);
    assertEquals(List.of(Row.of(0, 1, 6)), rows(env.executeSql("SELECT sum_all(), sum_all(1), sum_all(1, 2, 3)")));
    assertEquals(List.of(Row.of(5), Row.of(7), Row.of(9)),
        rows(env.executeSql("SELECT sum_all(id, id, 3) FROM nums ORDER BY id")));
  }

  /** Reverses bytes. */
  public static class Reverse extends ScalarFunction {
    public byte[] eval(byte[] b) {
      byte[] r = new byte[b.length];
      for (int i = 0; i < b.length; i++) {
        r[i] = b[b.length - 1 - i];
      }
      return r;
    }
  }

  /** The scale of an unhinted BigDecimal: Flink refuses the call, for want of a precision. */
  public static class ScaleOf extends ScalarFunction {
    public Integer eval(java.math.BigDecimal d) {
      return d.scale();
    }
  }

  @Test
  void bytesInAndOut() {
    env.createTemporarySystemFunction("rev", Reverse.class);
    Row row = rows(env.executeSql("SELECT rev(X'010203'), rev(CAST('ab' AS VARBINARY(5)))")).get(0);
    assertEquals("[3, 2, 1]", java.util.Arrays.toString((byte[]) row.getField(0)));
    assertEquals("[98, 97]", java.util.Arrays.toString((byte[]) row.getField(1)));
  }

  @Test
  void aBigDecimalArgumentNeedsATypeHint() {
    env.createTemporarySystemFunction("scale_of", ScaleOf.class);
    ValidationException e = org.junit.jupiter.api.Assertions.assertThrows(ValidationException.class,
        () -> env.executeSql("SELECT scale_of(CAST(1.5 AS DECIMAL(5, 1)))"));
    org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("need fixed precision and scale"), e::getMessage);
  }

  @Test
  void aFunctionClassOfAnotherClassLoader() throws Exception {
    // As an application server, a plugin or Flink's user-code loader would load it: a class the
    // engine's own class loader cannot see, which the generated code still names and calls.
    ClassLoader own = new ChildFirstLoader(PlusTenFunction.class.getName(), getClass().getClassLoader());
    Class<?> loaded = own.loadClass(PlusTenFunction.class.getName());
    assertNotSame(PlusTenFunction.class, loaded);
    env.createTemporarySystemFunction("plus_ten", loaded.asSubclass(ScalarFunction.class));
    assertEquals(List.of(Row.of(1, 11), Row.of(3, 13)),
        rows(env.executeSql("SELECT id, plus_ten(id) FROM nums WHERE id <> 2 ORDER BY id")));
    // The same query text over this test's own class is another compiled class, not the cached one.
    env.createTemporarySystemFunction("plus_ten_here", PlusTenFunction.class);
    assertEquals(List.of(Row.of(1, 11), Row.of(3, 13)),
        rows(env.executeSql("SELECT id, plus_ten_here(id) FROM nums WHERE id <> 2 ORDER BY id")));
  }

  /** Defines one class itself from its class file, delegating every other class to its parent. */
  private static final class ChildFirstLoader extends ClassLoader {
    private final String name;

    ChildFirstLoader(String name, ClassLoader parent) {
      super(parent);
      this.name = name;
    }

    @Override
    protected Class<?> loadClass(String className, boolean resolve) throws ClassNotFoundException {
      if (!className.equals(name)) {
        return super.loadClass(className, resolve);
      }
      synchronized (getClassLoadingLock(className)) {
        Class<?> found = findLoadedClass(className);
        if (found != null) {
          return found;
        }
        try (java.io.InputStream in = getParent().getResourceAsStream(className.replace('.', '/') + ".class")) {
          byte[] bytes = in.readAllBytes();
          return defineClass(className, bytes, 0, bytes.length);
        } catch (java.io.IOException e) {
          throw new ClassNotFoundException(className, e);
        }
      }
    }
  }
}
