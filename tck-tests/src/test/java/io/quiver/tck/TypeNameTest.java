package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every type name of the README's table, in DDL, in CAST and through a prepared INSERT: each
 * column is created under the name, a value written and read back, the value cast to the name,
 * and getColumns reports the mapped type. Names the engine cannot store are refused with 0A000
 * naming the type.
 */
class TypeNameTest extends JdbcTestBase {
  /** A name as written, the JDBC type and TYPE_NAME it maps to, a literal, and its value read back as a string. */
  private record Alias(String name, int jdbcType, String typeName, String literal, String readBack) {}

  private static final List<Alias> ALIASES = List.of(
      // SQL standard
      new Alias("CHARACTER VARYING(10)", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("CHAR VARYING(10)", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("VARCHAR", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("CHARACTER(3)", Types.CHAR, "CHAR", "'ab'", "ab "),
      new Alias("NUMERIC(5, 2)", Types.DECIMAL, "DECIMAL", "123.45", "123.45"),
      new Alias("DEC(5, 2)", Types.DECIMAL, "DECIMAL", "1.5", "1.50"),
      new Alias("DOUBLE PRECISION", Types.DOUBLE, "DOUBLE", "2.5", "2.5"),
      new Alias("REAL", Types.REAL, "REAL", "2.5", "2.5"),
      new Alias("FLOAT(10)", Types.REAL, "REAL", "2.5", "2.5"),
      new Alias("FLOAT(53)", Types.DOUBLE, "DOUBLE", "2.5", "2.5"),
      new Alias("BINARY VARYING(4)", Types.VARBINARY, "VARBINARY", "X'0A0B'", "0a0b"),
      new Alias("TIMESTAMP(3) WITHOUT TIME ZONE", Types.TIMESTAMP, "TIMESTAMP", "TIMESTAMP '2024-01-02 03:04:05.678'",
          "2024-01-02 03:04:05.678"),
      // Flink
      new Alias("STRING", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("BYTES", Types.VARBINARY, "VARBINARY", "X'0A0B'", "0a0b"),
      new Alias("TINYINT", Types.TINYINT, "TINYINT", "7", "7"),
      new Alias("TIMESTAMP_LTZ(3)", Types.TIMESTAMP_WITH_TIMEZONE, "TIMESTAMP_LTZ", null, null),
      new Alias("TIMESTAMP(3) WITH LOCAL TIME ZONE", Types.TIMESTAMP_WITH_TIMEZONE, "TIMESTAMP_LTZ", null, null),
      // PostgreSQL
      new Alias("TEXT", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("INT2", Types.SMALLINT, "SMALLINT", "7", "7"),
      new Alias("INT4", Types.INTEGER, "INTEGER", "7", "7"),
      new Alias("INT8", Types.BIGINT, "BIGINT", "7", "7"),
      new Alias("FLOAT4", Types.REAL, "REAL", "2.5", "2.5"),
      new Alias("FLOAT8", Types.DOUBLE, "DOUBLE", "2.5", "2.5"),
      new Alias("BOOL", Types.BOOLEAN, "BOOLEAN", "TRUE", "true"),
      new Alias("BYTEA", Types.VARBINARY, "VARBINARY", "X'0A0B'", "0a0b"),
      new Alias("TIMESTAMPTZ", Types.TIMESTAMP_WITH_TIMEZONE, "TIMESTAMP_LTZ", null, null),
      new Alias("TIMESTAMP WITH TIME ZONE", Types.TIMESTAMP_WITH_TIMEZONE, "TIMESTAMP_LTZ", null, null),
      new Alias("UUID", Types.VARCHAR, "VARCHAR", "'123e4567-e89b-12d3-a456-426614174000'",
          "123e4567-e89b-12d3-a456-426614174000"),
      new Alias("JSON", Types.VARCHAR, "VARCHAR", "'{\"a\": 1}'", "{\"a\": 1}"),
      new Alias("JSONB", Types.VARCHAR, "VARCHAR", "'[1]'", "[1]"),
      // MySQL
      new Alias("INT(11)", Types.INTEGER, "INTEGER", "-7", "-7"),
      new Alias("INTEGER(11) SIGNED", Types.INTEGER, "INTEGER", "-7", "-7"),
      new Alias("TINYINT(1)", Types.TINYINT, "TINYINT", "1", "1"),
      new Alias("TINYINT UNSIGNED", Types.SMALLINT, "SMALLINT", "255", "255"),
      new Alias("SMALLINT UNSIGNED", Types.INTEGER, "INTEGER", "65535", "65535"),
      new Alias("MEDIUMINT", Types.INTEGER, "INTEGER", "7", "7"),
      new Alias("INT UNSIGNED", Types.BIGINT, "BIGINT", "4294967295", "4294967295"),
      new Alias("INT(10) UNSIGNED ZEROFILL", Types.BIGINT, "BIGINT", "42", "42"),
      new Alias("BIGINT(20) UNSIGNED", Types.DECIMAL, "DECIMAL", "18446744073709551615", "18446744073709551615"),
      new Alias("DOUBLE(10, 2)", Types.DOUBLE, "DOUBLE", "2.5", "2.5"),
      new Alias("FLOAT(7, 4)", Types.REAL, "REAL", "2.5", "2.5"),
      new Alias("DATETIME", Types.TIMESTAMP, "TIMESTAMP", "TIMESTAMP '2024-01-02 03:04:05'", "2024-01-02 03:04:05"),
      new Alias("DATETIME(3)", Types.TIMESTAMP, "TIMESTAMP", "TIMESTAMP '2024-01-02 03:04:05.5'",
          "2024-01-02 03:04:05.500"),
      new Alias("TINYTEXT", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("MEDIUMTEXT", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("LONGTEXT", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("LONGBLOB", Types.VARBINARY, "VARBINARY", "X'FF'", "ff"),
      new Alias("ENUM('small', 'medium')", Types.VARCHAR, "VARCHAR", "'medium'", "medium"),
      // SQLite, DuckDB, SQL Server, Oracle
      new Alias("CLOB", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("BLOB", Types.VARBINARY, "VARBINARY", "X'0A0B'", "0a0b"),
      new Alias("NVARCHAR(10)", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("VARCHAR2(10)", Types.VARCHAR, "VARCHAR", "'abc'", "abc"),
      new Alias("INT1", Types.TINYINT, "TINYINT", "7", "7"),
      new Alias("UBIGINT", Types.DECIMAL, "DECIMAL", "7", "7"),
      new Alias("DATETIME2", Types.TIMESTAMP, "TIMESTAMP", "TIMESTAMP '2024-01-02 03:04:05'", "2024-01-02 03:04:05"));

  private static String hex(byte[] bytes) {
    StringBuilder s = new StringBuilder();
    for (byte b : bytes) {
      s.append(String.format("%02x", b));
    }
    return s.toString();
  }

  private static String read(ResultSet rs, int column, int jdbcType) throws SQLException {
    if (jdbcType == Types.VARBINARY) {
      return hex(rs.getBytes(column));
    }
    if (jdbcType == Types.TIMESTAMP) {
      return rs.getObject(column, java.time.LocalDateTime.class).toString().replace('T', ' ');
    }
    if (jdbcType == Types.BOOLEAN) {
      return String.valueOf(rs.getBoolean(column));
    }
    if (jdbcType == Types.REAL || jdbcType == Types.DOUBLE) {
      return String.valueOf(rs.getDouble(column));
    }
    return rs.getString(column);
  }

  @Test
  void everyAliasInDdlInsertCastAndMetadata() throws SQLException {
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < ALIASES.size(); i++) {
      Alias alias = ALIASES.get(i);
      String table = "t" + i;
      try {
        statement.execute("CREATE TABLE " + table + " (id INT, c " + alias.name() + ")");
        try (ResultSet rs = connection.getMetaData().getColumns(null, database, table, "c")) {
          assertTrue(rs.next(), alias.name());
          assertEquals(alias.jdbcType(), rs.getInt("DATA_TYPE"), alias.name() + " DATA_TYPE");
          assertTrue(rs.getString("TYPE_NAME").startsWith(alias.typeName()),
              alias.name() + " TYPE_NAME " + rs.getString("TYPE_NAME"));
        }
        if (alias.literal() == null) {
          continue;
        }
        statement.execute("INSERT INTO " + table + " VALUES (1, " + alias.literal() + ")");
        try (ResultSet rs = statement.executeQuery("SELECT c, CAST(" + alias.literal() + " AS " + alias.name()
            + ") FROM " + table)) {
          assertTrue(rs.next());
          assertEquals(alias.readBack(), read(rs, 1, alias.jdbcType()), alias.name() + " read back");
          assertEquals(alias.readBack(), read(rs, 2, alias.jdbcType()), alias.name() + " CAST");
          assertEquals(alias.jdbcType(), rs.getMetaData().getColumnType(2), alias.name() + " CAST type");
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table + " VALUES (2, ?)")) {
          insert.setObject(1, null);
          insert.executeUpdate();
        }
        try (ResultSet rs = statement.executeQuery("SELECT COUNT(*) FROM " + table + " WHERE c IS NULL")) {
          assertTrue(rs.next());
          assertEquals(1, rs.getInt(1), alias.name() + " NULL");
        }
      } catch (SQLException | AssertionError e) {
        failures.add(alias.name() + ": " + e.getMessage());
      }
    }
    assertEquals(List.of(), failures);
  }

  @Test
  void serialTypesAreIdentityColumns() throws SQLException {
    statement.execute("CREATE TABLE s (id SERIAL PRIMARY KEY, big BIGSERIAL, small SMALLSERIAL, name TEXT)");
    statement.execute("INSERT INTO s (name) VALUES ('a'), ('b')");
    assertEquals("[[1, 1, 1, a], [2, 2, 2, b]]", rows("SELECT id, big, small, name FROM s ORDER BY id").toString());
    try (ResultSet rs = connection.getMetaData().getColumns(null, database, "s", "%")) {
      List<String> types = new ArrayList<>();
      while (rs.next()) {
        types.add(rs.getString("TYPE_NAME") + ":" + rs.getString("IS_NULLABLE"));
      }
      assertEquals(List.of("INTEGER:NO", "BIGINT:NO", "SMALLINT:NO", "VARCHAR:YES"), types);
    }
  }

  @Test
  void postgresArrayTypesAreArrays() throws SQLException {
    statement.execute("CREATE TABLE arr (id INT, tags TEXT[], nums INTEGER[3], grid INT[][], big BIGINT ARRAY)");
    statement.execute("INSERT INTO arr VALUES (1, ARRAY['a', 'b'], ARRAY[1, 2, 3], ARRAY[ARRAY[1], ARRAY[2, 5]],"
        + " ARRAY[7])");
    assertEquals("[[b, 3, 2, 5, 7]]", rows("SELECT tags[2], nums[3], CARDINALITY(tags), grid[2][2], big[1] FROM arr")
        .toString());
    assertEquals("[[[1, 2], [a, b]]]", rows("SELECT CAST(ARRAY[1, 2] AS BIGINT[]), CAST(tags AS VARCHAR(5)[]) FROM arr")
        .toString());
    // TEXT[] is the same type as TEXT ARRAY: a column of one takes the other's values.
    statement.execute("CREATE TABLE arr2 (tags VARCHAR ARRAY)");
    statement.execute("INSERT INTO arr2 SELECT tags FROM arr");
    try (ResultSet rs = connection.getMetaData().getColumns(null, database, "arr", "tags")) {
      assertTrue(rs.next());
      assertEquals(java.sql.Types.ARRAY, rs.getInt("DATA_TYPE"));
    }
  }

  @Test
  void typesTheEngineCannotStoreAreRefusedByName() {
    String[][] refused = {
        {"RAW('java.lang.String', 'AAA')", "RAW('java.lang.String', 'AAA')"},
        {"HUGEINT", "HUGEINT"}, {"MONEY", "MONEY"}, {"TIME WITH TIME ZONE", "TIME WITH TIME ZONE"}};
    for (String[] type : refused) {
      SQLException ddl = assertThrows(SQLException.class,
          () -> statement.execute("CREATE TABLE r (c " + type[0] + ")"), type[0]);
      assertEquals("0A000", ddl.getSQLState(), type[0] + ": " + ddl.getMessage());
      assertTrue(ddl.getMessage().contains(type[1]), ddl.getMessage());
      SQLException cast = assertThrows(SQLException.class,
          () -> statement.executeQuery("SELECT CAST(NULL AS " + type[0] + ")").close(), type[0]);
      assertEquals("0A000", cast.getSQLState(), type[0] + ": " + cast.getMessage());
    }
  }

  @Test
  void typeInfoListsTheStoredTypes() throws SQLException {
    List<String> names = new ArrayList<>();
    try (ResultSet rs = connection.getMetaData().getTypeInfo()) {
      while (rs.next()) {
        names.add(rs.getString("TYPE_NAME"));
        assertEquals(DatabaseMetaData.typeNullable, rs.getShort("NULLABLE"));
      }
    }
    for (String stored : List.of("BOOLEAN", "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "REAL", "DOUBLE", "DECIMAL",
        "CHAR", "VARCHAR", "BINARY", "VARBINARY", "DATE", "TIME", "TIMESTAMP", "TIMESTAMP_LTZ")) {
      assertTrue(names.contains(stored), stored + " in " + names);
    }
  }
}
