package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class ExpressionSqlTest extends SqlTestBase {
  private Object one(String expression) {
    return values("SELECT " + expression).get(0).get(0);
  }

  @Test
  void dateArithmeticWithIntervals() {
    assertEquals(LocalDate.of(1998, 9, 2), one("DATE '1998-12-01' - INTERVAL '90' DAY"));
    assertEquals(LocalDate.of(1994, 1, 1), one("DATE '1993-10-01' + INTERVAL '3' MONTH"));
    assertEquals(LocalDate.of(2024, 2, 29), one("DATE '2024-01-31' + INTERVAL '1' MONTH"));
    assertEquals(LocalDate.of(1995, 1, 1), one("DATE '1994-01-01' + INTERVAL '1' YEAR"));
    assertEquals(LocalDateTime.of(2024, 1, 1, 12, 30), one("TIMESTAMP '2024-01-01 10:00:00' + INTERVAL '2:30' HOUR TO MINUTE"));
    assertEquals(LocalTime.of(1, 0), one("TIME '23:00:00' + INTERVAL '2' HOUR"));
    assertEquals(31L, one("EXTRACT(DAY FROM (DATE '2024-02-01' - DATE '2024-01-01') DAY)"));
    assertEquals(13L, one("CAST((DATE '2024-02-01' - DATE '2023-01-01') MONTH AS BIGINT)"));
  }

  @Test
  void extractFromDatesTimesAndTimestamps() {
    assertEquals(1995L, one("EXTRACT(YEAR FROM DATE '1995-03-15')"));
    assertEquals(3L, one("EXTRACT(MONTH FROM DATE '1995-03-15')"));
    assertEquals(45L, one("EXTRACT(MINUTE FROM TIME '10:45:03')"));
    assertEquals(10L, one("EXTRACT(HOUR FROM TIMESTAMP '2020-01-01 10:45:03')"));
  }

  @Test
  void timestampAddDiffAndFloorToUnit() {
    assertEquals(LocalDateTime.of(2024, 3, 31, 0, 0), one("TIMESTAMPADD(MONTH, 2, TIMESTAMP '2024-01-31 00:00:00')"));
    assertEquals(3, one("TIMESTAMPDIFF(DAY, TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-04 12:00:00')"));
    assertEquals(LocalDateTime.of(2024, 5, 1, 0, 0), one("FLOOR(TIMESTAMP '2024-05-17 10:11:12' TO MONTH)"));
    assertEquals(LocalDateTime.of(2024, 5, 17, 11, 0), one("CEIL(TIMESTAMP '2024-05-17 10:11:12' TO HOUR)"));
    assertEquals("2024/05/17", one("DATE_FORMAT(TIMESTAMP '2024-05-17 10:11:12', 'yyyy/MM/dd')"));
  }

  @Test
  void caseLikeSimilarInBetween() {
    assertEquals("big", one("CASE WHEN 5 > 3 THEN 'big' ELSE 'small' END"));
    assertEquals(true, one("'PROMO BRUSHED' LIKE 'PROMO%'"));
    assertEquals(true, one("'a_c' LIKE 'a!_c' ESCAPE '!'"));
    assertEquals(false, one("'abc' NOT LIKE '%b%'"));
    assertEquals(true, one("'abcabc' SIMILAR TO '(abc)+'"));
    assertEquals(false, one("'a.c' SIMILAR TO 'a\\_c' ESCAPE '\\'"));
    assertEquals(true, one("'a.c' SIMILAR TO 'a.c'"));
    assertEquals(false, one("'abc' SIMILAR TO 'a.c'"));
    assertEquals(true, one("3 IN (1, 2, 3)"));
    assertEquals(null, one("4 IN (1, 2, CAST(NULL AS INT))"));
    assertEquals(true, one("5 BETWEEN 1 AND 10"));
    assertEquals(false, one("5 NOT BETWEEN 1 AND 10"));
  }

  @Test
  void stringFunctions() {
    assertEquals("bc", one("SUBSTRING('abcd' FROM 2 FOR 2)"));
    assertEquals(3, one("POSITION('c' IN 'abcd')"));
    assertEquals(0, one("POSITION('z' IN 'abcd')"));
    assertEquals("ab", one("TRIM('  ab  ')"));
    assertEquals("ab  ", one("TRIM(LEADING ' ' FROM '  ab  ')"));
    assertEquals("xxab", one("TRIM(TRAILING 'y' FROM 'xxabyy')"));
    assertEquals("**ab", one("LPAD('ab', 4, '*')"));
    assertEquals("ab-=-", one("RPAD('ab', 5, '-=')"));
    assertEquals("a", one("LPAD('abc', 1)"));
    assertEquals("a-b-c", one("REPLACE('a.b.c', '.', '-')"));
    assertEquals("abcd", one("CONCAT('ab', 'c', 'd')"));
    assertEquals("ab", one("'a' || 'b'"));
    assertEquals(null, one("'a' || CAST(NULL AS VARCHAR(1))"));
    assertEquals(3, one("CHAR_LENGTH('héé')"));
  }

  @Test
  void concatenationKeepsTheSpacesOfLiteralsAndTrimsCharPadding() {
    // TPC-DS Q84: c_last_name || ', ' || c_first_name. The literal is CHAR(2), and its space is a
    // character, not padding; a CHAR column's padding goes, as in PostgreSQL.
    exec("CREATE TABLE names (last VARCHAR(30), first VARCHAR(20), code CHAR(5))",
        "INSERT INTO names VALUES ('Carter', 'Rodney', 'ab')");
    assertEquals(rows(new Object[] {"Carter, Rodney", "x, y", "ab|", "Carter "}),
        values("SELECT last || ', ' || first, 'x' || ', ' || 'y', code || '|', last || ' ' FROM names"));
  }

  @Test
  void mathFunctions() {
    assertEquals(1, one("MOD(7, 3)"));
    // Flink types ROUND(DECIMAL(4, 3), 1) as DECIMAL(3, 1)
    assertEquals(new BigDecimal("2.5"), one("ROUND(2.456, 1)"));
    // and TRUNCATE(DECIMAL(4, 3), 1) alike
    assertEquals(new BigDecimal("2.4"), one("TRUNCATE(2.456, 1)"));
    assertEquals(new BigDecimal("-3"), one("FLOOR(-2.5)"));
    assertEquals(new BigDecimal("-2"), one("CEIL(-2.5)"));
    assertEquals(8.0, one("POWER(2, 3)"));
    assertEquals(3.0, one("SQRT(9)"));
    assertEquals(1.0, one("LN(EXP(1))"));
    assertEquals(2.0, one("LOG10(100)"));
    assertEquals(-1, one("SIGN(-5)"));
    assertEquals(130, one("ROUND(125, -1)"));
  }

  @Test
  void nullHandlingFunctions() {
    assertEquals(2, one("COALESCE(CAST(NULL AS INT), 2, 3)"));
    assertEquals(null, one("NULLIF(1, 1)"));
    assertEquals(1, one("NULLIF(1, 2)"));
    assertEquals(null, one("CAST(NULL AS INT) + 1"));
  }

  @Test
  void castsAndTheirErrors() {
    assertEquals(12, one("CAST('12' AS INT)"));
    assertEquals(new BigDecimal("1.50"), one("CAST('1.5' AS DECIMAL(5, 2))"));
    assertEquals(LocalTime.of(10, 11, 12), one("CAST('10:11:12' AS TIME)"));
    assertEquals("10:11:12", one("CAST(TIME '10:11:12' AS VARCHAR(20))"));
    assertSqlState("22018", "SELECT CAST('x1' AS INT)");
    assertSqlState("22003", "SELECT CAST(300 AS TINYINT)");
    assertSqlState("22003", "SELECT CAST(123.45 AS DECIMAL(4, 2))");
    exec("CREATE TABLE s (v VARCHAR(10))", "INSERT INTO s VALUES ('abcdef')");
    // An explicit CAST truncates (the standard only warns); storing a too-long value is an error.
    assertRows("SELECT CAST(v AS VARCHAR(3)) FROM s", new Object[] {"abc"});
    exec("CREATE TABLE s3 (v VARCHAR(3))");
    assertSqlState("22001", "INSERT INTO s3 SELECT v FROM s");
    assertSqlState("22012", "SELECT 1 / 0");
    // Flink's INT + INT wraps around (FlinkSemanticsSqlTest); BIGINT overflow of a cast is still an error.
    assertSqlState("22003", "SELECT CAST(9223372036854775807.5 AS DECIMAL(20, 1)) * 2 + CAST('1' AS DECIMAL(30, 0)) > 0 AND CAST(1E30 AS BIGINT) > 0");
    assertSqlState("2201E", "SELECT LN(0)");
  }

  @Test
  void newColumnTypesStoreAndCompare() {
    exec("CREATE TABLE tt (t TIME, b VARBINARY(4), ts TIMESTAMP(3) WITH LOCAL TIME ZONE, bb BINARY(2))",
        "INSERT INTO tt VALUES (TIME '10:00:00', x'0102', TIMESTAMP '2024-01-01 00:00:00', x'ff'),"
            + " (TIME '09:30:00', x'01', NULL, NULL)");
    assertRows("SELECT t, CAST(b AS VARCHAR(8)), CAST(bb AS VARCHAR(4)) FROM tt ORDER BY t",
        row(LocalTime.of(9, 30), "01", null), row(LocalTime.of(10, 0), "0102", "ff00"));
    assertEquals(2L, one("COUNT(*) FROM tt WHERE b >= x'01'"));
    assertSqlState("22001", "INSERT INTO tt VALUES (NULL, x'0102030405', NULL, NULL)");
  }
}
