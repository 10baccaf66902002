package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Aggregate functions of the system functions page: results and types. */
public class FunctionsDocAggregates {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("T", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("k", DataTypes.STRING()), DataTypes.FIELD("i", DataTypes.INT()), DataTypes.FIELD("d", DataTypes.DOUBLE()), DataTypes.FIELD("m", DataTypes.DECIMAL(5, 2))),
        row("a", 1, 1.0, new java.math.BigDecimal("1.10")), row("a", 3, 2.0, new java.math.BigDecimal("2.20")),
        row("b", 4, null, null), row("b", 4, 5.5, new java.math.BigDecimal("3.30")), row("a", null, 3.0, new java.math.BigDecimal("4.40"))));
    p.sql("SELECT k, COUNT(*), COUNT(i), COUNT(DISTINCT i), AVG(i), SUM(i), MAX(d), MIN(m), SUM(m), AVG(m) FROM T GROUP BY k ORDER BY k");
    p.sql("SELECT STDDEV_POP(i), STDDEV_SAMP(i), VAR_POP(i), VAR_SAMP(i), VARIANCE(d), STDDEV(d) FROM T");
    p.sql("SELECT k, COLLECT(i) FROM T GROUP BY k ORDER BY k");
    p.sql("SELECT k, i, RANK() OVER (ORDER BY i), DENSE_RANK() OVER (ORDER BY i), ROW_NUMBER() OVER (PARTITION BY k ORDER BY i), CUME_DIST() OVER (ORDER BY i), PERCENT_RANK() OVER (ORDER BY i), NTILE(2) OVER (ORDER BY i) FROM T ORDER BY k, i");
    p.sql("SELECT k, FIRST_VALUE(i), LAST_VALUE(d), LISTAGG(CAST(i AS STRING)) FROM T GROUP BY k ORDER BY k");
    p.sql("SELECT SUM(i) FILTER (WHERE k = 'a'), COUNT(*) FILTER (WHERE d > 1), BOOL_AND(i > 0), BOOL_OR(i > 3) FROM T");
    p.sql("SELECT COUNT(*), SUM(i), AVG(d), MAX(k) FROM T WHERE i > 100");
  }
}
