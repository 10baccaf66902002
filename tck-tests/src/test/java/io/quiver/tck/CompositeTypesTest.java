package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Struct;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** ARRAY, MAP and ROW columns: stored, built, read element by element and through java.sql.Array and Struct. */
class CompositeTypesTest extends JdbcTestBase {
  @BeforeEach
  void createTable() throws SQLException {
    statement.execute("CREATE TABLE c (id INT, a ARRAY<INT>, m MAP<STRING, INT>, r ROW<x INT, y STRING>)");
    statement.execute("INSERT INTO c VALUES (1, ARRAY[1, 2, 3], MAP['a', 1, 'b', 2], ROW(5, 'five')),"
        + " (2, NULL, NULL, NULL), (3, ARRAY[CAST(NULL AS INT), 7], MAP['c', 3], ROW(CAST(NULL AS INT), 'n'))");
  }

  @Test
  void arraysReadAsJavaSqlArray() throws SQLException {
    try (ResultSet rs = statement.executeQuery("SELECT a FROM c ORDER BY id")) {
      assertEquals(Types.ARRAY, rs.getMetaData().getColumnType(1));
      assertTrue(rs.next());
      Array a = rs.getArray(1);
      assertEquals(Types.INTEGER, a.getBaseType());
      assertArrayEquals(new Object[] {1, 2, 3}, (Object[]) a.getArray());
      assertArrayEquals(new Object[] {2, 3}, (Object[]) a.getArray(2, 2));
      assertTrue(rs.next());
      assertNull(rs.getArray(1));
      assertTrue(rs.wasNull());
      assertTrue(rs.next());
      assertArrayEquals(new Object[] {null, 7}, (Object[]) ((Array) rs.getObject(1)).getArray());
    }
  }

  @Test
  void rowsReadAsStructAndMapsAsMap() throws SQLException {
    // Avatica's protocol loses a struct's fields, so over the remote driver a ROW column is text
    // (VARCHAR, its type name kept) holding what getString gives embedded.
    try (ResultSet rs = statement.executeQuery("SELECT r, m FROM c WHERE id = 1")) {
      ResultSetMetaData meta = rs.getMetaData();
      assertEquals(target == JdbcTarget.EMBEDDED ? Types.STRUCT : Types.VARCHAR, meta.getColumnType(1));
      assertTrue(rs.next());
      if (target == JdbcTarget.EMBEDDED) {
        Struct r = (Struct) rs.getObject(1);
        assertArrayEquals(new Object[] {5, "five"}, r.getAttributes());
      } else {
        assertEquals("(5, five)", rs.getObject(1));
      }
      // Avatica's protocol has no map type: the remote driver reads a MAP as its text.
      assertEquals(target == JdbcTarget.EMBEDDED ? Map.of("a", 1, "b", 2) : "{a=1, b=2}", rs.getObject(2));
      assertEquals("{a=1, b=2}", rs.getString(2));
      assertEquals("(5, five)", rs.getString(1));
    }
  }

  @Test
  void elementsAreReadWithBracketsAndFieldsWithDots() throws SQLException {
    assertEquals(List.of(List.of("1", "3", "null", "1", "null", "5", "five", "3", "2")),
        texts("SELECT a[1], a[3], a[4], m['a'], m['zz'], c.r.x, c.r.y, CARDINALITY(a), CARDINALITY(m) FROM c WHERE id = 1"));
    assertEquals(List.of(List.of("null", "7", "null", "n")), texts("SELECT a[1], a[2], c.r.x, c.r.y FROM c WHERE id = 3"));
  }

  @Test
  void compositesCompareAndGroup() throws SQLException {
    statement.execute("INSERT INTO c VALUES (4, ARRAY[1, 2, 3], MAP['b', 2, 'a', 1], ROW(5, 'five'))");
    assertEquals(List.of(List.of("1"), List.of("4")), texts("SELECT id FROM c WHERE a = ARRAY[1, 2, 3] ORDER BY id"));
    // The two maps hold the same entries in another order: = calls them equal, so DISTINCT does too.
    assertEquals(List.of(List.of("2", "1")),
        texts("SELECT COUNT(*), COUNT(DISTINCT m) FROM c WHERE r = ROW(5, 'five')"));
    assertEquals(List.of(List.of("3", "2"), List.of("2", "1")),
        texts("SELECT CARDINALITY(a) AS n, COUNT(*) FROM c WHERE a IS NOT NULL GROUP BY a ORDER BY n DESC, 2 DESC"));
  }

  @Test
  void unnestJoinsEachRowWithItsElements() throws SQLException {
    assertEquals(List.of(List.of("1", "1", "1"), List.of("1", "2", "2"), List.of("1", "3", "3"), List.of("3", "null", "1"),
        List.of("3", "7", "2")), texts("SELECT id, x, n FROM c CROSS JOIN UNNEST(c.a) WITH ORDINALITY AS u(x, n) ORDER BY id, n"));
    assertEquals(List.of(List.of("1", "a", "1"), List.of("1", "b", "2"), List.of("3", "c", "3")),
        texts("SELECT id, k, v FROM c CROSS JOIN UNNEST(c.m) AS u(k, v) ORDER BY id, k"));
    assertEquals(List.of(List.of("2", "null")), texts("SELECT id, x FROM c LEFT JOIN UNNEST(c.a) AS u(x) ON TRUE WHERE id = 2"));
    assertEquals(List.of(List.of("p"), List.of("q")), texts("SELECT s FROM UNNEST(ARRAY['p', 'q']) AS u(s) ORDER BY s"));
  }

  @Test
  void compositeTypesInMetadataAndCasts() throws SQLException {
    List<String> types = new ArrayList<>();
    try (ResultSet rs = connection.getMetaData().getColumns(null, database, "c", "%")) {
      while (rs.next()) {
        types.add(rs.getString("COLUMN_NAME") + ":" + rs.getInt("DATA_TYPE"));
      }
    }
    assertEquals(List.of("id:" + Types.INTEGER, "a:" + Types.ARRAY, "m:" + Types.JAVA_OBJECT, "r:" + Types.STRUCT), types);
    List<String> kinds = new ArrayList<>();
    try (ResultSet rs = connection.getMetaData().getTypeInfo()) {
      while (rs.next()) {
        if (List.of("ARRAY", "MULTISET", "MAP", "ROW").contains(rs.getString("TYPE_NAME"))) {
          kinds.add(rs.getString("TYPE_NAME") + ":" + rs.getInt("DATA_TYPE"));
        }
      }
    }
    assertEquals(List.of("MAP:" + Types.JAVA_OBJECT, "ROW:" + Types.STRUCT, "ARRAY:" + Types.ARRAY,
        "MULTISET:" + Types.ARRAY), kinds);
    assertEquals(List.of(List.of("[1, 2]", "{k=1.0}")),
        texts("SELECT CAST(ARRAY[1, 2] AS ARRAY<BIGINT>), CAST(MAP['k', 1] AS MAP<STRING, DOUBLE>)"));
  }

  @Test
  void rawIsRefusedByName() {
    SQLException e = assertThrows(SQLException.class,
        () -> statement.execute("CREATE TABLE raw_t (v RAW('java.lang.String', 'AAA'))"));
    assertEquals("0A000", e.getSQLState());
    assertTrue(e.getMessage().contains("RAW"), e.getMessage());
  }

  private List<List<String>> texts(String query) throws SQLException {
    List<List<String>> rows = new ArrayList<>();
    try (ResultSet rs = statement.executeQuery(query)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        List<String> row = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
          row.add(String.valueOf(rs.getString(i)));
        }
        rows.add(row);
      }
    }
    return rows;
  }
}
