package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.Expressions.call;
import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.table.annotation.DataTypeHint;
import io.quiver.table.annotation.FunctionHint;
import io.quiver.table.functions.AggregateFunction;
import io.quiver.table.functions.TableFunction;
import io.quiver.types.Row;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Table functions and aggregate functions, through SQL and the Table API. */
class UserDefinedFunctionTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE lines (id INT, line VARCHAR(40))");
    env.executeSql("INSERT INTO lines VALUES (1, 'a b'), (2, ''), (3, 'c')");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  /** Splits a line into words. */
  public static class Split extends TableFunction<String> {
    public void eval(String line) {
      for (String word : line.split(" ")) {
        if (!word.isEmpty()) {
          collect(word);
        }
      }
    }
  }

  /** Flink's documented example: each word with its length, typed by a function hint. */
  @FunctionHint(output = @DataTypeHint("ROW<word STRING, length INT>"))
  public static class SplitWithLength extends TableFunction<Row> {
    public void eval(String line) {
      for (String word : line.split(" ")) {
        if (!word.isEmpty()) {
          collect(Row.of(word, word.length()));
        }
      }
    }
  }

  /** The same rows, typed by the class's data type hint and a DECIMAL column. */
  @DataTypeHint("ROW<`first` CHAR(1) NOT NULL, ratio DECIMAL(5, 2)>")
  public static class Initial extends TableFunction<Row> {
    public void eval(String line) {
      if (!line.isEmpty()) {
        collect(Row.of(line.substring(0, 1), new java.math.BigDecimal(line.length()).divide(new java.math.BigDecimal(4))));
      }
    }
  }

  /** Typed by getResultType(), as Flink's older table functions are. */
  public static class Pairs extends TableFunction<Row> {
    public void eval(Integer n) {
      for (int i = 1; i <= n; i++) {
        collect(Row.of(i, (long) i * n));
      }
    }

    @Override
    public io.quiver.table.types.DataType getResultType() {
      return DataTypes.ROW(DataTypes.FIELD("i", DataTypes.INT()), DataTypes.FIELD("product", DataTypes.BIGINT()));
    }
  }

  /** A row function without a hint: its columns cannot be known. */
  public static class Untyped extends TableFunction<Row> {
    public void eval(String line) {
      collect(Row.of(line));
    }
  }

  /** A hint whose ROW is not closed. */
  @FunctionHint(output = @DataTypeHint("ROW<a INT"))
  public static class BadHint extends TableFunction<Row> {
    public void eval(String line) {
      collect(Row.of(1));
    }
  }

  /** A weighted average, with merge for partial accumulators. */
  public static class WeightedAvg extends AggregateFunction<Long, WeightedAvg.Acc> {
    /** The accumulator. */
    public static class Acc {
      public long sum;
      public long count;
    }

    @Override
    public Acc createAccumulator() {
      return new Acc();
    }

    @Override
    public Long getValue(Acc acc) {
      return acc.count == 0 ? null : acc.sum / acc.count;
    }

    public void accumulate(Acc acc, Integer value, Integer weight) {
      if (value != null && weight != null) {
        acc.sum += (long) value * weight;
        acc.count += weight;
      }
    }

    public void merge(Acc acc, Iterable<Acc> others) {
      for (Acc other : others) {
        acc.sum += other.sum;
        acc.count += other.count;
      }
    }
  }

  @Test
  void lateralTableInSql() {
    env.createTemporarySystemFunction("split", Split.class);
    assertEquals(List.of(Row.of(1, "a"), Row.of(1, "b"), Row.of(3, "c")),
        rows(env.executeSql("SELECT id, word FROM lines, LATERAL TABLE(split(line)) AS T(word) ORDER BY id, word")));
    assertEquals(List.of(Row.of(1, "a"), Row.of(1, "b"), Row.of(2, null), Row.of(3, "c")), rows(env.executeSql(
        "SELECT id, word FROM lines LEFT JOIN LATERAL TABLE(split(line)) AS T(word) ON TRUE ORDER BY id, word")));
  }

  @Test
  void filterOnALateralTablesOutput() {
    env.createTemporarySystemFunction("split", Split.class);
    assertEquals(List.of(Row.of(1, "b"), Row.of(3, "c")), rows(env.executeSql(
        "SELECT id, word FROM lines, LATERAL TABLE(split(line)) AS T(word) WHERE word <> 'a' ORDER BY id, word")));
    assertEquals(List.of(Row.of(1, "a")), rows(env.executeSql(
        "SELECT id, word FROM lines, LATERAL TABLE(split(line)) AS T(word) WHERE word = 'a' AND id < 3")));
    // A condition across both sides: the left row's column is read where the function's rows are filtered.
    assertEquals(List.of(Row.of(3, "c")), rows(env.executeSql(
        "SELECT id, word FROM lines, LATERAL TABLE(split(line)) AS T(word) WHERE word = line")));
  }

  @Test
  void joinLateralAndFlatMapInTheTableApi() {
    env.createTemporarySystemFunction("split", Split.class);
    Table words = env.from("lines").joinLateral(call("split", $("line")).as("word")).select($("id"), $("word"))
        .orderBy($("id"), $("word"));
    assertEquals(List.of(Row.of(1, "a"), Row.of(1, "b"), Row.of(3, "c")), rows(words));
    Table outer = env.from("lines").leftOuterJoinLateral(call(new Split(), $("line")).as("word"))
        .select($("id"), $("word")).orderBy($("id"), $("word"));
    assertEquals(4, rows(outer).size());
    Table flat = env.from("lines").flatMap(call(Split.class, $("line")).as("word")).orderBy($("word"));
    assertEquals(List.of("word"), flat.getResolvedSchema().getColumnNames());
    assertEquals(List.of(Row.of("a"), Row.of("b"), Row.of("c")), rows(flat));
  }

  @Test
  void tableFunctionsEmittingSeveralColumnsInSql() {
    env.createTemporarySystemFunction("split_len", SplitWithLength.class);
    env.createTemporarySystemFunction("initial_of", Initial.class);
    assertEquals(List.of(Row.of(1, "a", 1), Row.of(1, "b", 1), Row.of(3, "c", 1)), rows(env.executeSql(
        "SELECT id, word, length FROM lines, LATERAL TABLE(split_len(line)) ORDER BY id, word")));
    assertEquals(List.of(Row.of(1, "a", 1), Row.of(1, "b", 1), Row.of(2, null, null), Row.of(3, "c", 1)),
        rows(env.executeSql("SELECT id, T.w, T.n FROM lines LEFT JOIN LATERAL TABLE(split_len(line)) AS T(w, n) ON TRUE"
            + " ORDER BY id, w")));
    Table initials = env.sqlQuery("SELECT id, `first`, ratio FROM lines, LATERAL TABLE(initial_of(line)) ORDER BY id");
    assertEquals(List.of("id", "first", "ratio"), initials.getResolvedSchema().getColumnNames());
    assertEquals("CHAR(1) NOT NULL",
        initials.getResolvedSchema().getColumns().get(1).getDataType().sqlType().toString());
    assertEquals(List.of(Row.of(1, "a", new java.math.BigDecimal("0.75")), Row.of(3, "c", new java.math.BigDecimal("0.25"))),
        rows(initials));
  }

  @Test
  void joinLateralWithSeveralColumnsInTheTableApi() {
    env.createTemporarySystemFunction("split_len", SplitWithLength.class);
    Table words = env.from("lines").joinLateral(call("split_len", $("line")).as("w", "n"))
        .select($("id"), $("w"), $("n")).orderBy($("id"), $("w"));
    assertEquals(List.of(Row.of(1, "a", 1), Row.of(1, "b", 1), Row.of(3, "c", 1)), rows(words));
    Table outer = env.from("lines").leftOuterJoinLateral(call(Pairs.class, $("id")))
        .select($("id"), $("i"), $("product")).orderBy($("id"), $("i"));
    assertEquals(List.of(Row.of(1, 1, 1L), Row.of(2, 1, 2L), Row.of(2, 2, 4L), Row.of(3, 1, 3L), Row.of(3, 2, 6L),
        Row.of(3, 3, 9L)), rows(outer));
    Table flat = env.from("lines").flatMap(call("split_len", $("line"))).orderBy($("word"));
    assertEquals(List.of("word", "length"), flat.getResolvedSchema().getColumnNames());
  }

  @Test
  void aRowFunctionWithoutATypeIsRejectedWithItsName() {
    env.createTemporarySystemFunction("untyped", Untyped.class);
    ValidationException e = assertThrows(ValidationException.class,
        () -> env.sqlQuery("SELECT * FROM lines, LATERAL TABLE(untyped(line))"));
    assertEquals(true, e.getMessage().contains("untyped"), e.getMessage());
  }

  @Test
  void aMalformedTypeHintIsAValidationError() {
    env.createTemporarySystemFunction("bad_hint", BadHint.class);
    ValidationException e = assertThrows(ValidationException.class,
        () -> env.sqlQuery("SELECT * FROM lines, LATERAL TABLE(bad_hint(line))"));
    assertEquals("42601", e.getSqlState());
    assertEquals(true, e.getMessage().contains("ROW<a INT"), e.getMessage());
  }

  @Test
  void aggregateFunctionInSqlWithBuiltInsNextToIt() {
    env.createTemporarySystemFunction("wavg", WeightedAvg.class);
    Table t = env.sqlQuery("SELECT wavg(id, id), COUNT(*), SUM(id), MAX(line) FROM lines");
    assertEquals("BIGINT", t.getResolvedSchema().getColumns().get(0).getDataType().sqlType().toString());
    // (1*1 + 2*2 + 3*3) / (1 + 2 + 3) = 14 / 6
    assertEquals(List.of(Row.of(2L, 3L, 6, "c")), rows(t));
    assertThrows(ValidationException.class, () -> env.sqlQuery("SELECT wavg(line, id) FROM lines"));
  }

  @Test
  void aggregateFunctionPerGroupInTheTableApi() {
    env.executeSql("CREATE TABLE scores (team VARCHAR(5), score INT, weight INT)");
    env.executeSql("INSERT INTO scores VALUES ('a', 10, 1), ('a', 20, 3), ('b', 5, 2), ('b', NULL, 9)");
    Table grouped = env.from("scores").groupBy($("team"))
        .aggregate(call(WeightedAvg.class, $("score"), $("weight")).as("avg"))
        .select($("team"), $("avg")).orderBy($("team"));
    assertEquals(List.of(Row.of("a", 17L), Row.of("b", 5L)), rows(grouped));
    Table global = env.from("scores").where($("team").isEqual("zzz"))
        .select(call(new WeightedAvg(), $("score"), $("weight")).as("avg"));
    assertEquals(List.of(Row.of((Object) null)), rows(global));
  }
}
