package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.Expressions.and;
import static io.quiver.table.api.Expressions.concat;
import static io.quiver.table.api.Expressions.ifThenElse;
import static io.quiver.table.api.Expressions.lit;
import static io.quiver.table.api.Expressions.not;
import static io.quiver.table.api.Expressions.or;
import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.types.Row;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The expression DSL of Expressions and ApiExpression, evaluated. */
class ExpressionsTest {
  private TableEnvironment env;
  private Table t;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE t (a INT, s VARCHAR(10))");
    env.executeSql("INSERT INTO t VALUES (1, ' Ab '), (2, 'cd'), (3, NULL)");
    t = env.from("t");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  @Test
  void logicAndComparisons() {
    assertEquals(List.of(Row.of(1), Row.of(3)),
        rows(t.where(or($("a").isEqual(1), and($("a").isGreater(2), not($("a").isGreaterOrEqual(4))))).select($("a"))));
    assertEquals(List.of(Row.of(2)), rows(t.where($("a").between(2, 2)).select($("a"))));
    assertEquals(List.of(Row.of(1), Row.of(3)), rows(t.where($("a").in(1, 3)).select($("a")).orderBy($("a"))));
    assertEquals(List.of(Row.of(3)), rows(t.where($("s").isNull()).select($("a"))));
    assertEquals(List.of(Row.of(2)), rows(t.where($("s").like("c%")).select($("a"))));
  }

  @Test
  void arithmeticCastAndConditionals() {
    Table r = t.where($("a").isEqual(2)).select($("a").plus(1).times(3).minus(1).as("x"), $("a").mod(2).as("m"),
        $("a").negate().abs().as("abs"), $("a").cast(DataTypes.BIGINT()).as("big"),
        ifThenElse($("a").isLess(3), "small", "large").as("size"));
    assertEquals(List.of(Row.of(8, 0, 2, 2L, "small")), rows(r));
  }

  @Test
  void stringFunctions() {
    Table r = t.where($("a").isEqual(1)).select($("s").trim().as("trimmed"), $("s").upperCase().as("up"),
        $("s").lowerCase().charLength().as("len"), $("s").substring(2, 2).as("sub"),
        concat($("s").trim(), lit("!")).as("c"));
    assertEquals(List.of(Row.of("Ab", " AB ", 4, "Ab", "Ab!")), rows(r));
  }

  @Test
  void aggregatesAndDistinct() {
    Table r = t.select($("a").sum().as("sum"), $("a").min().as("min"), $("a").max().as("max"),
        $("s").count().as("n"));
    assertEquals(List.of(Row.of(6, 1, 3, 2L)), rows(r));
    assertEquals("COUNT(DISTINCT `a`)", $("a").count().distinct().asSummaryString());
  }

  @Test
  void summaryStrings() {
    assertEquals("((`a` + 1) > 2)", $("a").plus(1).isGreater(2).asSummaryString());
    assertEquals("`a` DESC", $("a").desc().toString());
  }
}
