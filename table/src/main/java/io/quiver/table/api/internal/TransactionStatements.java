package io.quiver.table.api.internal;

import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.sql.ddl.SqlRichDescribeTable;
import io.quiver.table.sql.ddl.SqlRichExplain;
import io.quiver.table.sql.ddl.SqlSetSchema;
import io.quiver.table.sql.ddl.SqlShow;
import io.quiver.table.sql.ddl.SqlTransactionControl;
import io.quiver.table.sql.ddl.SqlUseCatalog;
import io.quiver.table.sql.ddl.SqlUseDatabase;
import org.apache.calcite.sql.SqlExplain;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSetOption;

/**
 * BEGIN, START TRANSACTION, COMMIT and ROLLBACK written as SQL. They act on the session's
 * transaction as PostgreSQL does: BEGIN under auto-commit opens a block that the next COMMIT or
 * ROLLBACK closes; BEGIN inside a transaction, and COMMIT or ROLLBACK outside one, change nothing.
 * Transactions run under snapshot isolation, which SQL calls REPEATABLE READ: a weaker level asked
 * for gets it (the standard allows a stronger one), SERIALIZABLE is refused. Savepoints are
 * refused (0A000), as {@code DatabaseMetaData.supportsSavepoints} says.
 */
final class TransactionStatements {
  private TransactionStatements() {}

  static TableResult execute(TableEnvironmentImpl env, SqlTransactionControl control) {
    SessionTransaction transaction = env.transaction();
    switch (control.action()) {
      case BEGIN -> {
        if (control.isolation() == SqlTransactionControl.Isolation.SERIALIZABLE) {
          throw refused(control, "ISOLATION LEVEL SERIALIZABLE is not supported: Quiver's transactions run under"
              + " snapshot isolation (REPEATABLE READ), which does not prevent write skew.");
        }
        transaction.begin(control.readOnly());
      }
      case COMMIT -> transaction.commit();
      case ROLLBACK -> transaction.rollback();
      default -> throw refused(control, control.action().sql() + " is not supported: Quiver has no savepoints;"
          + " a transaction commits or rolls back as a whole.");
    }
    return TableResultImpl.ok(env.database().allocator());
  }

  /** True for the statements a READ ONLY transaction may run: queries and session statements. */
  static boolean readsOnly(SqlNode node) {
    return node.getKind().belongsTo(SqlKind.QUERY) || node instanceof SqlExplain || node instanceof SqlRichExplain
        || node instanceof SqlShow || node instanceof SqlRichDescribeTable || node instanceof SqlSetOption
        || node instanceof io.quiver.table.sql.ddl.SqlSet || node instanceof io.quiver.table.sql.ddl.SqlReset
        || node instanceof SqlUseCatalog || node instanceof SqlUseDatabase || node instanceof SqlSetSchema;
  }

  /** The statement's kind as a message names it: INSERT, CREATE_TABLE, ... */
  static String describe(SqlNode node) {
    boolean named = node.getKind() == SqlKind.OTHER || node.getKind() == SqlKind.OTHER_DDL;
    return named && node instanceof org.apache.calcite.sql.SqlCall call ? call.getOperator().getName()
        : node.getKind().sql;
  }

  private static ValidationException refused(SqlTransactionControl control, String message) {
    return new ValidationException(message, null, "0A000", control.getParserPosition().getLineNum(),
        control.getParserPosition().getColumnNum());
  }
}
