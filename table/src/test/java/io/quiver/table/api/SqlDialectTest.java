package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A TableEnvironment speaks Flink's dialect ({@code default}) unless set otherwise: names are
 * case-sensitive, AVG of integers is an integer, and both quote styles parse; the standard
 * dialect can be switched on in the same session.
 */
class SqlDialectTest extends SqlTestBase {
  @BeforeEach
  void createOrders() {
    exec("CREATE TABLE Orders (Id INT, OrderDate DATE, Qty INT)",
        "INSERT INTO Orders VALUES (1, DATE '2000-01-03', 3), (2, DATE '2000-01-04', 4)");
  }

  @Test
  void defaultIsFlinksDialect() {
    assertEquals(SqlDialect.DEFAULT, env.getConfig().getSqlDialect());
    assertEquals(rows(new Object[] {3}), values("SELECT AVG(Qty) FROM Orders"));
    ValidationException e = assertThrows(ValidationException.class, () -> query("SELECT Id FROM orders"));
    assertEquals("42P01", e.getSqlState());
    assertThrows(ValidationException.class, () -> query("SELECT OrderDate + 1 FROM Orders"));
    assertThrows(ValidationException.class, () -> query("SELECT NULL AS x UNION ALL SELECT 1"));
  }

  @Test
  void bothQuoteStylesParse() {
    assertEquals(rows(new Object[] {1, 3}),
        values("SELECT `Id` AS \"order id\", \"Qty\" FROM `Orders` WHERE \"Id\" = 1"));
    assertEquals(List.of("order id", "Qty"),
        env.sqlQuery("SELECT `Id` AS \"order id\", \"Qty\" FROM Orders").getResolvedSchema().getColumnNames());
  }

  @Test
  void stringsComparedWithDatesAreDates() {
    assertEquals(rows(new Object[] {2}), values("SELECT Id FROM Orders WHERE OrderDate = '2000-01-04'"));
    assertEquals(rows(new Object[] {1}), values("SELECT Id FROM Orders WHERE OrderDate IN ('2000-01-03', '1999-01-01')"));
    ValidationException e = assertThrows(ValidationException.class,
        () -> query("SELECT Id FROM Orders WHERE OrderDate = '2000-02-30'"));
    assertEquals("22007", e.getSqlState());
    e = assertThrows(ValidationException.class,
        () -> env.executeSql("UPDATE Orders SET OrderDate = '2000-01-05' WHERE Id = 1"));
    assertEquals("42804", e.getSqlState());
  }

  @Test
  void datesWithOneDigitMonthOrDayCast() {
    // The TPC-DS templates write cast('2002-2-01' as date) (Q16, Q94, Q95); PostgreSQL and DuckDB read it.
    exec("CREATE TABLE Texts (Id INT, S VARCHAR(20))",
        "INSERT INTO Texts VALUES (1, '2002-2-01'), (2, '2002-12-1'), (3, '2002-02-01')");
    assertEquals(rows(new Object[] {1, LocalDate.of(2002, 2, 1)}, new Object[] {2, LocalDate.of(2002, 12, 1)},
        new Object[] {3, LocalDate.of(2002, 2, 1)}), values("SELECT Id, CAST(S AS DATE) FROM Texts ORDER BY Id"));
    assertEquals(rows(new Object[] {LocalDate.of(2002, 4, 2)}),
        values("SELECT CAST('2002-2-01' AS DATE) + INTERVAL '60' DAY FROM Texts WHERE Id = 1"));
    exec("INSERT INTO Texts VALUES (4, '2002-2-30')");
    assertSqlState("22007", "SELECT CAST(S AS DATE) FROM Texts WHERE Id = 4");
  }

  @Test
  void tableApiAverageKeepsTheIntegerType() {
    Table averages = env.from("Orders").select($("Qty").avg().as("a"));
    assertEquals(DataTypes.INT(), averages.getResolvedSchema().getColumnDataTypes().get(0));
  }

  @Test
  void standardCanBeSwitchedOn() {
    env.getConfig().setSqlDialect(SqlDialect.STANDARD);
    assertEquals(rows(new Object[] {3.5}), values("SELECT AVG(qty) FROM orders"));
    assertEquals(rows(new Object[] {LocalDate.of(2000, 1, 4)}), values("SELECT orderdate + 1 FROM orders WHERE id = 1"));
    exec("INSERT INTO orders (id, orderdate) VALUES (3, '2000-02-01')");
    assertEquals(rows(new Object[] {3}), values("SELECT id FROM ORDERS WHERE orderdate = '2000-02-01'"));
    env.executeSql("SET 'table.sql-dialect' = 'default'");
    assertTrue(values("SELECT AVG(Qty) FROM Orders").get(0).get(0) instanceof Integer);
  }
}
