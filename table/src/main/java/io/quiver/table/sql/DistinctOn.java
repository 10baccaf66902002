package io.quiver.table.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlWindow;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.util.SqlBasicVisitor;
import org.apache.calcite.sql.util.SqlShuttle;

/**
 * PostgreSQL's {@code SELECT DISTINCT ON (e, ...) ... ORDER BY o, ...}: of the rows that agree on
 * the expressions, the first in the query's order. The parser marks the select
 * ({@link #mark}); once the statement is parsed, {@link #rewrite} writes each marked select as
 * {@code ... QUALIFY ROW_NUMBER() OVER (PARTITION BY e, ... ORDER BY o, ...) = 1}, leaving its
 * ORDER BY as it was. The expressions and the order items may name an output column by its alias
 * or position, as in PostgreSQL; they are replaced by the select item's expression.
 */
public final class DistinctOn {
  private DistinctOn() {}

  /** A select read with DISTINCT ON, until {@link #rewrite} has rewritten it. */
  private static final class Marked extends SqlSelect {
    private SqlNodeList expressions;

    Marked(SqlSelect select, SqlNodeList expressions) {
      super(select.getParserPosition(), (SqlNodeList) select.getOperandList().get(0), select.getSelectList(),
          select.getFrom(), select.getWhere(), select.getGroup(), select.getHaving(), select.getWindowList(),
          select.getQualify(), select.getOrderList(), select.getOffset(), select.getFetch(), select.getHints());
      this.expressions = expressions;
    }
  }

  /** The select, marked as read with {@code DISTINCT ON (expressions)}. */
  public static SqlSelect mark(SqlSelect select, List<SqlNode> expressions) {
    return new Marked(select, new SqlNodeList(expressions, select.getParserPosition()));
  }

  /** Where the statement's first DISTINCT ON is, or null when it has none. */
  public static SqlParserPos find(SqlNode statement) {
    SqlParserPos[] found = new SqlParserPos[1];
    statement.accept(new SqlBasicVisitor<Void>() {
      @Override
      public Void visit(SqlCall call) {
        if (call instanceof Marked marked && marked.expressions != null && found[0] == null) {
          found[0] = marked.getParserPosition();
        }
        return super.visit(call);
      }
    });
    return found[0];
  }

  /** Rewrites every DISTINCT ON of the statement in place. */
  public static void rewrite(SqlNode statement) {
    statement.accept(new SqlBasicVisitor<Void>() {
      @Override
      public Void visit(SqlCall call) {
        if (call instanceof SqlOrderBy orderBy && orderBy.query instanceof Marked marked && marked.expressions != null) {
          rewrite(marked, orderBy.orderList);
        } else if (call instanceof Marked marked && marked.expressions != null) {
          rewrite(marked, marked.getOrderList() == null ? SqlNodeList.EMPTY : marked.getOrderList());
        }
        return super.visit(call);
      }
    });
  }

  private static void rewrite(Marked select, SqlNodeList order) {
    SqlParserPos pos = select.expressions.getParserPosition();
    List<SqlNode> partition = new ArrayList<>();
    for (SqlNode expression : select.expressions) {
      partition.add(outputExpression(select, expression));
    }
    List<SqlNode> windowOrder = new ArrayList<>();
    for (SqlNode item : order) {
      windowOrder.add(orderItem(select, item));
    }
    SqlWindow window = SqlWindow.create(null, null, new SqlNodeList(partition, pos), new SqlNodeList(windowOrder, pos),
        SqlLiteral.createBoolean(true, pos), null, null, null, pos);
    SqlNode first = SqlStdOperatorTable.EQUALS.createCall(pos,
        SqlStdOperatorTable.OVER.createCall(pos, SqlStdOperatorTable.ROW_NUMBER.createCall(pos), window),
        SqlLiteral.createExactNumeric("1", pos));
    select.setQualify(select.getQualify() == null ? first
        : SqlStdOperatorTable.AND.createCall(pos, select.getQualify(), first));
    select.expressions = null;
  }

  /** An ORDER BY item for the window: its DESC and NULLS wrappers kept, its value resolved. */
  private static SqlNode orderItem(SqlSelect select, SqlNode item) {
    if (item instanceof SqlBasicCall call && (call.getKind() == SqlKind.DESCENDING
        || call.getKind() == SqlKind.NULLS_FIRST || call.getKind() == SqlKind.NULLS_LAST)) {
      return call.getOperator().createCall(call.getParserPosition(), orderItem(select, call.operand(0)));
    }
    return outputExpression(select, item);
  }

  /**
   * The expression an item means: a position ({@code 2}) or the alias of a select item names that
   * item's expression; anything else is itself. Always a copy, since the validator rewrites what
   * it validates in place.
   */
  private static SqlNode outputExpression(SqlSelect select, SqlNode item) {
    List<SqlNode> items = select.getSelectList().getList();
    if (item instanceof SqlNumericLiteral number && number.isInteger()) {
      int position = number.intValue(true);
      if (position >= 1 && position <= items.size() && !isStar(items.get(position - 1))) {
        return copy(withoutAlias(items.get(position - 1)));
      }
    }
    if (item instanceof SqlIdentifier id && id.isSimple()) {
      for (SqlNode selected : items) {
        if (selected.getKind() == SqlKind.AS
            && ((SqlIdentifier) ((SqlCall) selected).operand(1)).getSimple().toLowerCase(Locale.ROOT)
                .equals(id.getSimple().toLowerCase(Locale.ROOT))) {
          return copy(withoutAlias(selected));
        }
      }
    }
    return copy(item);
  }

  private static boolean isStar(SqlNode item) {
    return item instanceof SqlIdentifier id && id.isStar();
  }

  private static SqlNode withoutAlias(SqlNode item) {
    return item.getKind() == SqlKind.AS ? ((SqlCall) item).operand(0) : item;
  }

  private static SqlNode copy(SqlNode node) {
    return node.accept(new SqlShuttle() {
      @Override
      public SqlNode visit(SqlCall call) {
        CallCopyingArgHandler handler = new CallCopyingArgHandler(call, true);
        call.getOperator().acceptCall(this, call, false, handler);
        return handler.result();
      }

      @Override
      public SqlNode visit(SqlIdentifier id) {
        return id.clone(id.getParserPosition());
      }
    });
  }
}
