package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.expressions.TimeIntervalUnit;
import org.apache.flink.types.Row;

/** Table API expressions from the expression syntax: arithmetic, predicates, strings, temporal, casts, conditionals. */
public class TableDocExpressions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("s", DataTypes.STRING()), DataTypes.FIELD("d", DataTypes.DECIMAL(6, 2)),
            DataTypes.FIELD("day", DataTypes.DATE())),
        row(5, " Hello ", new java.math.BigDecimal("3.14"), java.time.LocalDate.of(2024, 2, 29)),
        row(null, "x", null, null));
    p.table(t.select($("a").plus(1), $("a").minus(1), $("a").times(2), $("a").dividedBy(2), $("a").mod(3), $("a").power(2), $("a").abs(), $("d").round(1), $("d").floor(), $("d").ceil()));
    p.table(t.select($("a").isNull(), $("a").isNotNull(), $("a").isGreater(3), $("a").between(1, 5), $("a").in(1, 5, 7), $("s").like("%ell%"), $("s").similar("x"), $("a").isNotEqual(5)));
    p.table(t.select($("s").trim(), $("s").upperCase(), $("s").lowerCase(), $("s").charLength(), $("s").substring(2, 3), $("s").replace("l", "L"), $("s").position("l"), $("s").trimLeading(), $("s").initCap()));
    p.table(t.select($("a").cast(DataTypes.STRING()), $("s").tryCast(DataTypes.INT()), $("d").cast(DataTypes.INT()), $("a").cast(DataTypes.DECIMAL(10, 3))));
    p.table(t.select(ifThenElse($("a").isNull(), "none", "some"), $("a").isNull().then(-1, $("a")), nullOf(DataTypes.INT()), coalesce($("a"), 0), lit(new java.math.BigDecimal("1.5"), DataTypes.DECIMAL(3, 1).notNull())));
    p.table(t.select($("day").extract(TimeIntervalUnit.YEAR), $("day").plus(lit(1).days()), $("day").floor(TimeIntervalUnit.MONTH), lit("2024-03-04").toDate(), lit("10:11:12").toTime(), lit("2024-03-04 10:11:12").toTimestamp()));
    p.table(t.select(concat($("s"), "!"), concatWs("-", $("s"), "b"), $("s").md5(), $("s").sha256().charLength(), $("s").toBase64(), $("s").regexpReplace("l+", "L"), $("s").regexpExtract("(l+)", 1), $("s").lpad(10, "*")));
    p.table(t.select(array($("a"), 1), map("k", $("a")), row($("a"), $("s"))));
  }
}
