package io.quiver.table.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.table.sql.ddl.SqlQuiverInsert;
import org.apache.calcite.sql.parser.SqlParseException;
import org.junit.jupiter.api.Test;

/** INSERT's conflict clauses parse onto SqlQuiverInsert and unparse as they were written. */
class InsertConflictParseTest {
  private static SqlQuiverInsert parse(String sql) throws SqlParseException {
    return ParserFixture.parse(sql, SqlQuiverInsert.class);
  }

  @Test
  void eachSpellingGivesItsResolution() throws SqlParseException {
    assertEquals(SqlQuiverInsert.OnConflict.REPLACE, parse("INSERT OR REPLACE INTO t VALUES (1)").conflict());
    assertEquals(SqlQuiverInsert.OnConflict.REPLACE_COUNTING_DELETED, parse("REPLACE INTO t VALUES (1)").conflict());
    assertEquals(SqlQuiverInsert.OnConflict.IGNORE, parse("INSERT OR IGNORE INTO t VALUES (1)").conflict());
    assertEquals(SqlQuiverInsert.OnConflict.IGNORE, parse("INSERT IGNORE INTO t VALUES (1)").conflict());
    assertEquals(null, parse("INSERT OR ABORT INTO t VALUES (1)").conflict());
    assertEquals(null, parse("INSERT INTO t VALUES (1)").conflict());
  }

  @Test
  void unparsesAsWritten() throws SqlParseException {
    assertEquals("INSERT OR REPLACE INTO t VALUES ROW(1, 'a')",
        ParserFixture.unparse(parse("INSERT OR REPLACE INTO t VALUES (1, 'a')")));
    assertEquals("REPLACE INTO t (a) VALUES ROW(1)", ParserFixture.unparse(parse("REPLACE INTO t (a) VALUES (1)")));
    assertEquals("INSERT INTO t VALUES ROW(1) ON CONFLICT (a, b) DO NOTHING",
        ParserFixture.unparse(parse("INSERT INTO t VALUES (1) ON CONFLICT (a, b) DO NOTHING")));
    assertEquals("INSERT INTO t VALUES ROW(1, 2) ON CONFLICT (a) DO UPDATE SET b = excluded.b, c = 3 WHERE t.b > 0",
        ParserFixture.unparse(parse("INSERT INTO t VALUES (1, 2) ON CONFLICT (a) DO UPDATE SET b = excluded.b, c = 3"
            + " WHERE t.b > 0")));
  }
}
