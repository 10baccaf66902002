package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Flink's semantics and result types in the default dialect, one step beside what the
 * flink-differential programs check against Flink itself (SqlCasts, SqlIntegerOverflow,
 * SqlCreateTableBasicTypes, FunctionsGreatestLeast, FunctionsConditional, SqlTypeof, the string
 * function programs): other types, other precisions, NULL operands, columns rather than literals.
 */
class FlinkSemanticsSqlTest extends SqlTestBase {
  private String schema(String query) {
    return env.sqlQuery(query).getResolvedSchema().toString();
  }

  private Object one(String expression) {
    return values("SELECT " + expression).get(0).get(0);
  }

  @Test
  void castOfAFractionToAnIntegerDropsTheFraction() {
    exec("CREATE TABLE f (d DECIMAL(5, 2), x DOUBLE, r FLOAT)",
        "INSERT INTO f VALUES (-2.75, 9.99, CAST(-0.5 AS FLOAT)), (CAST(NULL AS DECIMAL(5, 2)), -9.99, CAST(3.9 AS FLOAT))");
    assertRows("SELECT CAST(d AS INT), CAST(x AS BIGINT), CAST(r AS SMALLINT), CAST(d AS TINYINT) FROM f ORDER BY x",
        row(null, -9L, (short) 3, null), row(-2, 9L, (short) 0, (byte) -2));
    // Between decimals the scale still rounds half up, as Flink's DecimalData does.
    assertEquals(new BigDecimal("2.8"), one("CAST(2.75 AS DECIMAL(3, 1))"));
  }

  @Test
  void theStandardDialectStillRoundsAndChecks() {
    exec("SET 'table.sql-dialect' = 'standard'");
    assertEquals(2, one("CAST(1.7 AS INT)"));
    assertSqlState("22003", "SELECT CAST(2147483647 AS INT) + CAST(1 AS INT)");
  }

  @Test
  void integerArithmeticWrapsAroundAsJavaDoes() {
    exec("CREATE TABLE n (i INT, b BIGINT, s SMALLINT)",
        "INSERT INTO n VALUES (2147483647, 9223372036854775807, CAST(7 AS SMALLINT)), (CAST(NULL AS INT), -9223372036854775808, CAST(NULL AS SMALLINT))");
    assertRows("SELECT i + 1, i * 2, b + 1, b - 1, i + s, -i - 2 FROM n ORDER BY b",
        row(null, null, -9223372036854775807L, 9223372036854775807L, null, null),
        row(-2147483648, -2, -9223372036854775808L, 9223372036854775806L, -2147483642, 2147483647));
    assertEquals("(\n  `EXPR$0` INT\n)", schema("SELECT i + s FROM n"));
  }

  @Test
  void floatIsFourBytes() {
    exec("CREATE TABLE t (f FLOAT, g FLOAT NOT NULL, d DOUBLE)");
    assertRows("DESCRIBE t", row("f", "FLOAT", true, null, null, null), row("g", "FLOAT", false, null, null, null),
        row("d", "DOUBLE", true, null, null, null));
    assertEquals("(\n  `x` FLOAT NOT NULL,\n  `y` FLOAT\n)",
        schema("SELECT CAST(1.5 AS FLOAT) AS x, CAST(NULL AS FLOAT) AS y"));
    assertEquals(0.1f, one("CAST(0.1 AS FLOAT)"));
  }

  @Test
  void greatestAndLeastAreNullWhenAnyArgumentIs() {
    exec("CREATE TABLE g (a INT, b INT, c DECIMAL(4, 1), s VARCHAR(3))",
        "INSERT INTO g VALUES (3, 9, 4.5, 'abc'), (5, CAST(NULL AS INT), 1.0, 'b')");
    assertRows("SELECT GREATEST(a, b, 4), LEAST(a, b), GREATEST(a, c), LEAST(s, 'b'), GREATEST(a, a) FROM g ORDER BY a",
        row(9, 3, new BigDecimal("4.5"), "abc", 3), row(null, null, new BigDecimal("5.0"), "b", 5));
    assertEquals("(\n  `EXPR$0` INT NOT NULL,\n  `EXPR$1` DECIMAL(11, 1)\n)",
        schema("SELECT GREATEST(1, 2, 3), LEAST(a, c) FROM g"));
  }

  @Test
  void ifnullIsNullableOnlyWhenTheReplacementIs() {
    exec("CREATE TABLE i (a INT, b BIGINT)", "INSERT INTO i VALUES (CAST(NULL AS INT), 5), (2, CAST(NULL AS BIGINT))");
    assertRows("SELECT IFNULL(a, 7), IFNULL(a, b) FROM i ORDER BY b", row(2, 2L), row(7, 5L));
    assertEquals("(\n  `EXPR$0` INT NOT NULL,\n  `EXPR$1` BIGINT\n)", schema("SELECT IFNULL(a, 7), IFNULL(a, b) FROM i"));
  }

  @Test
  void typeofNamesTheTypeAsFlinkPrintsIt() {
    exec("CREATE TABLE t (v VARCHAR(7), d DECIMAL(10, 2) NOT NULL, ts TIMESTAMP(3))", "INSERT INTO t VALUES ('x', 1.00, CAST(NULL AS TIMESTAMP(3)))");
    assertRows("SELECT TYPEOF(v), TYPEOF(d), TYPEOF(ts), TYPEOF(CAST(NULL AS BIGINT)) FROM t",
        row("VARCHAR(7)", "DECIMAL(10, 2) NOT NULL", "TIMESTAMP(3)", "BIGINT"));
  }

  @Test
  void stringFunctionsHaveFlinksTypesAndNulls() {
    exec("CREATE TABLE s (a VARCHAR(10), b VARCHAR(4) NOT NULL)", "INSERT INTO s VALUES (CAST(NULL AS VARCHAR(10)), 'wxyz')");
    // CONCAT is NULL when an argument is (PostgreSQL's skips it); CONCAT_WS skips it.
    assertRows("SELECT CONCAT(a, b), CONCAT(b, '!'), CONCAT_WS('-', a, b, b), SUBSTRING(b FROM 2), REPLACE(b, 'x', a) FROM s",
        row(null, "wxyz!", "wxyz-wxyz", "xyz", null));
    assertEquals("(\n  `c` STRING NOT NULL,\n  `sub` VARCHAR(4),\n  `r` STRING NOT NULL,\n  `l` VARCHAR(4),"
            + "\n  `f` STRING,\n  `w` STRING\n)",
        schema("SELECT CONCAT(b, b) AS c, SUBSTRING(b, 2, 1) AS sub, REPLACE(b, 'x', 'y') AS r, LEFT(b, 1) AS l,"
            + " DATE_FORMAT(TIMESTAMP '2024-01-01 00:00:00', 'yyyy') AS f, CONCAT_WS('-', b) AS w FROM s"));
  }

  @Test
  void tryCastIsNullWhereCastFails() {
    exec("CREATE TABLE c (v VARCHAR(12))", "INSERT INTO c VALUES ('12'), ('x'), (CAST(NULL AS VARCHAR(12))), ('2024-02-30')");
    assertRows("SELECT TRY_CAST(v AS BIGINT), TRY_CAST(v AS DATE), TRY_CAST(v AS DECIMAL(3, 1)) FROM c",
        row(12L, null, new BigDecimal("12.0")), row(null, null, null), row(null, null, null), row(null, null, null));
    assertEquals("(\n  `EXPR$0` INT\n)", schema("SELECT TRY_CAST('5' AS INT)"));
  }

  @Test
  void sumOverGroupingSetsWithTheEmptySetIsNullable() {
    exec("CREATE TABLE o (c VARCHAR(3), q INT NOT NULL)", "INSERT INTO o VALUES ('a', 1), ('a', 2), ('b', 5)");
    assertRows("SELECT c, SUM(q) FROM o GROUP BY ROLLUP (c) ORDER BY c", row(null, 8), row("a", 3), row("b", 5));
    assertEquals("(\n  `c` VARCHAR(3),\n  `EXPR$1` INT\n)", schema("SELECT c, SUM(q) FROM o GROUP BY CUBE (c)"));
    assertEquals("(\n  `c` VARCHAR(3),\n  `EXPR$1` INT NOT NULL\n)", schema("SELECT c, SUM(q) FROM o GROUP BY c"));
  }

  @Test
  void uuidIsAFunctionAndStillAType() {
    assertEquals(36, one("CHAR_LENGTH(UUID())"));
    assertEquals("(\n  `EXPR$0` CHAR(36) NOT NULL\n)", schema("SELECT UUID()"));
  }

  @Test
  void dateFormatReadsAStringAsATimestamp() {
    exec("CREATE TABLE d (s VARCHAR(20))", "INSERT INTO d VALUES ('2024-07-04 09:05:06'), ('not a time'), (CAST(NULL AS VARCHAR(20)))");
    assertRows("SELECT DATE_FORMAT(s, 'yyyy/MM/dd HH') FROM d", row("2024/07/04 09"), row((Object) null), row((Object) null));
  }

  @Test
  void truncateHasRoundsResultType() {
    exec("CREATE TABLE n (x DECIMAL(7, 3))", "INSERT INTO n VALUES (-12.345), (CAST(NULL AS DECIMAL(7, 3)))");
    assertEquals("(\n  `EXPR$0` DECIMAL(6, 1),\n  `EXPR$1` DECIMAL(5, 0)\n)", schema("SELECT TRUNCATE(x, 1), TRUNCATE(x) FROM n"));
    assertRows("SELECT TRUNCATE(x, 1), TRUNCATE(x), TRUNCATE(2.5E0) FROM n",
        row(new BigDecimal("-12.3"), new BigDecimal("-12"), 2.0), row(null, null, 2.0));
  }

  @Test
  void printedTimesKeepTheirSeconds() {
    String printed = captured(() -> env.executeSql("SELECT TIME '01:00:00' AS t0, CAST(TIME '01:02:03.5' AS TIME(3)) AS t3").print());
    org.junit.jupiter.api.Assertions.assertTrue(printed.contains("| 01:00:00 | 01:02:03.500 |"), printed);
  }

  private static String captured(Runnable step) {
    java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
    java.io.PrintStream saved = System.out;
    System.setOut(new java.io.PrintStream(buffer, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      step.run();
    } finally {
      System.setOut(saved);
    }
    return buffer.toString(java.nio.charset.StandardCharsets.UTF_8);
  }

  @Test
  void jsonFunctionsReadAndBuildJson() {
    exec("CREATE TABLE j (doc VARCHAR(60), k VARCHAR(3) NOT NULL, n INT)",
        "INSERT INTO j VALUES ('{\"a\": {\"b\": [1, 2]}, \"s\": \"x\"}', 'k1', 5), ('not json', 'k2', CAST(NULL AS INT))");
    assertRows("SELECT JSON_VALUE(doc, '$.s'), JSON_QUERY(doc, '$.a.b'), JSON_EXISTS(doc, '$.a'), JSON_VALUE(doc, '$.missing') FROM j ORDER BY k",
        row("x", "[1,2]", true, null), row(null, null, false, null));
    assertRows("SELECT JSON_OBJECT(k VALUE n), JSON_OBJECT(k VALUE n ABSENT ON NULL), JSON_ARRAY(n, k), JSON_ARRAY(n NULL ON NULL),"
            + " JSON_OBJECT('inner' VALUE JSON_ARRAY(k)) FROM j ORDER BY k",
        row("{\"k1\":5}", "{\"k1\":5}", "[5,\"k1\"]", "[5]", "{\"inner\":[\"k1\"]}"),
        row("{\"k2\":null}", "{}", "[\"k2\"]", "[null]", "{\"inner\":[\"k2\"]}"));
    assertEquals("(\n  `v` STRING,\n  `q` STRING,\n  `e` BOOLEAN,\n  `o` STRING NOT NULL,\n  `a` STRING NOT NULL\n)",
        schema("SELECT JSON_VALUE(doc, '$.s') AS v, JSON_QUERY(doc, '$.a') AS q, JSON_EXISTS(doc, '$.a') AS e,"
            + " JSON_OBJECT('x' VALUE n) AS o, JSON_ARRAY(n) AS a FROM j"));
    assertSqlState("0A000", "SELECT JSON_VALUE(doc, '$.s' ERROR ON ERROR) FROM j");
  }
}
