package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TableEnvironmentTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE orders (id INT NOT NULL, customer VARCHAR(20), amount DECIMAL(10, 2), d DATE)");
    env.executeSql("INSERT INTO orders VALUES (1, 'ann', 10.50, DATE '2024-01-01'), (2, 'bob', NULL, DATE '2024-01-02'),"
        + " (3, 'ann', 4.25, NULL), (4, NULL, 1.00, DATE '2024-01-03')");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  private static List<Row> rows(TableResult result) {
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  @Test
  void createTableIsOk() {
    TableResult result = env.executeSql("CREATE TABLE t (a INT)");
    assertEquals(ResultKind.SUCCESS, result.getResultKind());
    assertEquals(List.of(Row.of("OK")), rows(result));
  }

  @Test
  void insertReportsAffectedRowsPerSink() {
    TableResult result = env.executeSql("INSERT INTO orders SELECT id + 10, customer, amount, d FROM orders WHERE id > 2");
    assertEquals(ResultKind.SUCCESS_WITH_CONTENT, result.getResultKind());
    assertEquals(List.of("default_catalog.default_database.orders"), result.getResolvedSchema().getColumnNames());
    assertEquals(List.of(Row.of(-1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
  }

  @Test
  void filtersProjectsAndOrders() {
    List<Row> rows = rows(env.executeSql(
        "SELECT id, UPPER(customer) AS c, amount * 2 AS twice FROM orders WHERE amount IS NOT NULL ORDER BY id DESC"));
    assertEquals(List.of(
        Row.of(4, null, new BigDecimal("2.00")),
        Row.of(3, "ANN", new BigDecimal("8.50")),
        Row.of(1, "ANN", new BigDecimal("21.00"))), rows);
  }

  @Test
  void groupsWithAggregates() {
    List<Row> rows = rows(env.executeSql(
        "SELECT customer, COUNT(*), SUM(amount), MIN(d), AVG(id) FROM orders GROUP BY customer ORDER BY customer"));
    // NULL sorts first in ascending order, as in Flink
    assertEquals(List.of(
        Row.of(null, 1L, new BigDecimal("1.00"), LocalDate.of(2024, 1, 3), 4),
        Row.of("ann", 2L, new BigDecimal("14.75"), LocalDate.of(2024, 1, 1), 2),
        Row.of("bob", 1L, null, LocalDate.of(2024, 1, 2), 2)), rows);
  }

  @Test
  void limitAndOffset() {
    assertEquals(List.of(Row.of(2), Row.of(3)), rows(env.executeSql("SELECT id FROM orders ORDER BY id LIMIT 2 OFFSET 1")));
  }

  @Test
  void unknownTableIsAValidationErrorWithPosition() {
    ValidationException e = assertThrows(ValidationException.class, () -> env.executeSql("SELECT *\nFROM nope"));
    assertEquals("42P01", e.getSqlState());
    assertEquals(2, e.getLine());
    assertEquals(6, e.getColumn());
  }

  @Test
  void syntaxErrorHasPosition() {
    SqlParserException e = assertThrows(SqlParserException.class, () -> env.executeSql("SELEC 1"));
    assertEquals(1, e.getLine());
    assertEquals(1, e.getColumn());
    assertTrue(e.getSqlState().startsWith("42"));
  }

  @Test
  void sqlQueryAndFromReturnTables() {
    Table table = env.sqlQuery("SELECT id FROM orders WHERE id < 3");
    assertEquals(List.of("id"), table.getResolvedSchema().getColumnNames());
    assertEquals(2, rows(table.execute()).size());
    assertEquals(4, rows(env.from("orders").execute()).size());
    assertEquals(2, rows(env.executeSql("SELECT * FROM " + table)).size());
  }
}
