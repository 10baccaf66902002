package io.quiver.benchmarks.tpch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TpchQueriesTest {

    @Test
    void allTwentyTwoQueriesLoadWithoutTheirCommentHeader() {
        List<TpchQueries.Query> all = TpchQueries.all();
        assertEquals(22, all.size());
        for (TpchQueries.Query q : all) {
            assertFalse(q.sql().contains("--"), q.name());
            assertFalse(q.sql().endsWith(";"), q.name());
            assertTrue(q.sql().startsWith("select") || q.sql().startsWith("with"), q.name());
        }
    }

    @Test
    void headersGiveOrderKeysAndLimits() {
        assertArrayEquals(new int[] {1, 2}, TpchQueries.get(1).orderKeys());
        assertFalse(TpchQueries.get(1).limited());
        assertArrayEquals(new int[] {2, 3}, TpchQueries.get(3).orderKeys());
        assertTrue(TpchQueries.get(3).limited());
        assertArrayEquals(new int[0], TpchQueries.get(6).orderKeys());
        assertArrayEquals(new int[] {4, 1, 2, 3}, TpchQueries.get(16).orderKeys());
    }

    @Test
    void rejectsUnknownQueryNumbers() {
        assertThrows(IllegalArgumentException.class, () -> TpchQueries.get(0));
        assertThrows(IllegalArgumentException.class, () -> TpchQueries.get(23));
    }

    @Test
    void schemaDeclaresEveryGeneratorColumn() {
        // TpchData fails at load time otherwise; this catches it without a database.
        for (io.trino.tpch.TpchTable<?> table : io.trino.tpch.TpchTable.getTables()) {
            TpchData.TableDef def = TpchData.tableDef(table.getTableName());
            List<String> generated = table.getColumns().stream().map(c -> c.getColumnName()).toList();
            assertEquals(generated, List.copyOf(def.columnTypes().keySet()), table.getTableName());
        }
    }
}
