package io.quiver.benchmarks.tpch;

import io.quiver.engine.store.ColumnarTable;
import io.quiver.table.api.internal.TableEnvironmentImpl;
import io.trino.tpch.TpchColumn;
import io.trino.tpch.TpchColumnType;
import io.trino.tpch.TpchEntity;
import io.trino.tpch.TpchTable;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Loads a TPC-H table into Quiver by appending Arrow batches of 64 K rows straight to the table's
 * storage, reached by unwrapping the JDBC connection to its {@code TableEnvironment}.
 *
 * <p>Quiver's INSERT validates every VALUES row with Calcite, prepared or not: it loaded about
 * 300 rows/s on the shared 2-core machine whatever the rows per statement, days for scale 1, and
 * each statement became a 100-row chunk. Appending whole batches gives the chunks of about 64 K
 * rows the store is designed for (DESIGN.md), which is what a real bulk load should produce; the
 * queries then read the same rows whichever way they arrived.
 */
final class QuiverBulkLoad {
    private static final int ROWS_PER_CHUNK = 64 * 1024;

    private QuiverBulkLoad() {
    }

    static boolean applies(Connection conn) {
        try {
            return conn.isWrapperFor(TableEnvironmentImpl.class);
        } catch (SQLException e) {
            return false;
        }
    }

    static <E extends TpchEntity> long append(Connection conn, TpchTable<E> table, Iterable<E> rows)
            throws SQLException {
        TableEnvironmentImpl env = conn.unwrap(TableEnvironmentImpl.class);
        TpchData.TableDef def = TpchData.tableDef(table.getTableName());
        ColumnarTable storage = env.managedTableStorage(def.name());
        List<TpchColumn<E>> columns = table.getColumns();
        long count = 0;
        VectorSchemaRoot batch = null;
        int row = 0;
        try {
            for (E entity : rows) {
                if (batch == null) {
                    batch = VectorSchemaRoot.create(storage.schema(), env.allocator());
                    batch.allocateNew();
                    row = 0;
                }
                for (int c = 0; c < columns.size(); c++) {
                    set(batch.getVector(c), row, columns.get(c), entity);
                }
                count++;
                if (++row == ROWS_PER_CHUNK) {
                    batch.setRowCount(row);
                    storage.append(new ArrayList<>(List.of(batch)));
                    batch = null;
                }
            }
            if (batch != null) {
                batch.setRowCount(row);
                storage.append(new ArrayList<>(List.of(batch)));
                batch = null;
            }
        } finally {
            if (batch != null) {
                batch.close();
            }
        }
        return count;
    }

    /** Writes one generator value into the vector the declared SQL type maps to. */
    private static <E extends TpchEntity> void set(FieldVector vector, int row, TpchColumn<E> column, E entity) {
        if (vector instanceof BigIntVector v) {
            v.setSafe(row, column.getIdentifier(entity));
        } else if (vector instanceof IntVector v) {
            v.setSafe(row, column.getType().getBase() == TpchColumnType.Base.IDENTIFIER
                    ? Math.toIntExact(column.getIdentifier(entity)) : column.getInteger(entity));
        } else if (vector instanceof DecimalVector v) {
            // Unscaled: the generator's money is whole cents handed out as cents / 100.0.
            v.setSafe(row, TpchData.money(column.getDouble(entity)).unscaledValue().longValueExact());
        } else if (vector instanceof DateDayVector v) {
            v.setSafe(row, column.getDate(entity));
        } else if (vector instanceof VarCharVector v) {
            v.setSafe(row, column.getString(entity).getBytes(StandardCharsets.UTF_8));
        } else {
            throw new IllegalStateException("no bulk writer for " + vector.getField() + " of "
                    + column.getColumnName().toLowerCase(Locale.ROOT));
        }
    }
}
