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
 * PostgreSQL's: {@code SAVEPOINT s} inside a transaction (outside one: 25P01), {@code ROLLBACK TO s}
 * undoes what was written since and destroys the savepoints set after s, keeping s; {@code RELEASE
 * s} destroys s and those set after it; a name not set is 3B001. Names match ignoring case, quoted
 * or not (PostgreSQL folds unquoted ones to lower case and matches quoted ones exactly).
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
      case SAVEPOINT -> {
        if (!transaction.savepoint(name(control))) {
          throw outsideTransaction(control);
        }
      }
      case ROLLBACK_TO_SAVEPOINT, RELEASE_SAVEPOINT -> {
        if (!transaction.inTransaction()) {
          throw outsideTransaction(control);
        }
        boolean found = control.action() == SqlTransactionControl.Action.RELEASE_SAVEPOINT
            ? transaction.release(name(control)) : transaction.rollbackTo(name(control));
        if (!found) {
          throw new ValidationException("Savepoint \"" + name(control) + "\" does not exist", null, "3B001",
              control.savepoint().getParserPosition().getLineNum(),
              control.savepoint().getParserPosition().getColumnNum());
        }
      }
      default -> throw new IllegalStateException(control.action().toString());
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

  /** A savepoint's name, folded to lower case: names match ignoring case. */
  private static String name(SqlTransactionControl control) {
    return control.savepoint().getSimple().toLowerCase(java.util.Locale.ROOT);
  }

  /** 25P01, as PostgreSQL: savepoints live in a transaction (auto-commit off, or BEGIN). */
  private static ValidationException outsideTransaction(SqlTransactionControl control) {
    return new ValidationException(control.action().sql() + " can only be used in a transaction: turn auto-commit"
        + " off or BEGIN one first", null, "25P01", control.getParserPosition().getLineNum(),
        control.getParserPosition().getColumnNum());
  }

  private static ValidationException refused(SqlTransactionControl control, String message) {
    return new ValidationException(message, null, "0A000", control.getParserPosition().getLineNum(),
        control.getParserPosition().getColumnNum());
  }
}
