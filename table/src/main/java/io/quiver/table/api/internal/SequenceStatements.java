package io.quiver.table.api.internal;

import io.quiver.engine.store.Sequence;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.sql.ddl.SqlCreateSequence;
import io.quiver.table.sql.ddl.SqlDropSequence;
import org.apache.calcite.sql.SqlBasicTypeNameSpec;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.util.SqlShuttle;

/**
 * CREATE SEQUENCE, DROP SEQUENCE and {@code NEXT VALUE FOR}. A sequence value is taken when the
 * statement is prepared: each {@code NEXT VALUE FOR} in the text becomes a literal holding the
 * next value. That is exact where the expression is evaluated once (a SELECT without FROM, each
 * row of VALUES), which is how applications and ORMs use it; in a query over a table it would
 * give every row the same value, so it is refused there (0A000) rather than answered wrongly.
 */
final class SequenceStatements {
  private final TableEnvironmentImpl env;

  SequenceStatements(TableEnvironmentImpl env) {
    this.env = env;
  }

  /** Runs the statement if it is CREATE or DROP SEQUENCE; null otherwise. */
  TableResult tryExecute(SqlNode node) {
    if (node instanceof SqlCreateSequence create) {
      create(create);
    } else if (node instanceof SqlDropSequence drop) {
      ObjectIdentifier id = env.catalogManager().qualifyIdentifier(drop.name().names);
      if (!env.database().sequences().drop(id) && !drop.ifExists()) {
        throw DdlExecutor.error("Sequence " + id.asSummaryString() + " does not exist.", "42P01", drop.name());
      }
    } else {
      return null;
    }
    return TableResultImpl.ok(env.database().allocator());
  }

  private void create(SqlCreateSequence create) {
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(create.name().names);
    long increment = create.increment() == null ? 1 : create.increment();
    long minValue = create.minValue() == null ? (increment > 0 ? 1 : Long.MIN_VALUE) : create.minValue();
    long maxValue = create.maxValue() == null ? (increment > 0 ? Long.MAX_VALUE : -1) : create.maxValue();
    long start = create.start() != null ? create.start() : increment > 0 ? minValue : maxValue;
    Sequence sequence;
    try {
      sequence = new Sequence(start, increment, minValue, maxValue);
    } catch (IllegalArgumentException e) {
      throw DdlExecutor.error(e.getMessage(), "22023", create.name());
    }
    if (!env.database().sequences().create(id, sequence) && !create.ifNotExists()) {
      throw DdlExecutor.error("Sequence " + id.asSummaryString() + " already exists.", "42P07", create.name());
    }
  }

  /** The statement with every {@code NEXT VALUE FOR s} replaced by s's next value. */
  SqlNode takeSequenceValues(SqlNode statement) {
    return replaceNextValues(statement, true);
  }

  /**
   * The statement with every {@code NEXT VALUE FOR s} replaced by a BIGINT that takes no value
   * from s: what a prepared statement validates to learn its columns.
   */
  SqlNode withoutTakingValues(SqlNode statement) {
    return replaceNextValues(statement, false);
  }

  /**
   * Whether the text may take or set sequence values: {@code NEXT VALUE FOR}, or PostgreSQL's
   * {@code nextval('s')}, {@code setval('s', n)} (pg_dump ends with them) and {@code set_config},
   * which are answered here when the statement runs rather than by the planner.
   */
  static boolean mentionsSequences(String sql) {
    String upper = sql.toUpperCase(java.util.Locale.ROOT);
    return upper.contains("NEXT VALUE FOR") || upper.contains("NEXTVAL") || upper.contains("SETVAL")
        || upper.contains("SET_CONFIG");
  }

  /**
   * Whether the statement holds a call the shuttle below replaces or refuses. A walk of the tree,
   * not a search of its text: unparsing a statement costs more than planning a small one, and
   * its first use loads Calcite's SQL writer and dialects.
   */
  private static boolean callsSequences(SqlNode statement) {
    boolean[] found = {false};
    statement.accept(new org.apache.calcite.sql.util.SqlBasicVisitor<Void>() {
      @Override
      public Void visit(SqlCall call) {
        if (call.getKind() == SqlKind.NEXT_VALUE || call.getKind() == SqlKind.CURRENT_VALUE
            || PostgresFunctions.name(call) != null) {
          found[0] = true;
          return null;
        }
        return found[0] ? null : super.visit(call);
      }
    });
    return found[0];
  }

  private SqlNode replaceNextValues(SqlNode statement, boolean take) {
    if (!statement.getKind().belongsTo(SqlKind.QUERY) && !statement.getKind().belongsTo(SqlKind.DML)) {
      // DDL keeps its expressions as written: a DEFAULT nextval('s') numbers rows when they are inserted.
      return statement;
    }
    if (!callsSequences(statement)) {
      return statement;
    }
    SqlShuttle shuttle = new SqlShuttle() {
      private int selectsWithFrom;

      @Override
      public SqlNode visit(SqlCall call) {
        if (call.getKind() == SqlKind.NEXT_VALUE) {
          return nextValue((SqlIdentifier) call.operand(0), call.getParserPosition());
        }
        String function = PostgresFunctions.name(call);
        if (function != null) {
          return postgresCall(function, call);
        }
        if (call.getKind() == SqlKind.CURRENT_VALUE) {
          throw DdlExecutor.error("CURRENT VALUE FOR is not supported.", "0A000", call);
        }
        boolean scansTable = call instanceof SqlSelect select && select.getFrom() != null;
        selectsWithFrom += scansTable ? 1 : 0;
        try {
          return super.visit(call);
        } finally {
          selectsWithFrom -= scansTable ? 1 : 0;
        }
      }

      /** nextval('s'), setval('s', n [, called]) and set_config(name, value, local). */
      private SqlNode postgresCall(String function, SqlCall call) {
        SqlParserPos pos = call.getParserPosition();
        switch (function) {
          case "nextval" -> {
            PostgresFunctions.arity(call, 1, 1);
            return nextValue(PostgresFunctions.sequenceName(call.operand(0)), pos);
          }
          case "setval" -> {
            PostgresFunctions.arity(call, 2, 3);
            SqlIdentifier name = PostgresFunctions.sequenceName(call.operand(0));
            long value = PostgresFunctions.longArgument(call.operand(1));
            boolean called = call.operandCount() < 3 || PostgresFunctions.booleanArgument(call.operand(2));
            if (selectsWithFrom > 0) {
              throw DdlExecutor.error("setval in a query that reads a table is not supported.", "0A000", call);
            }
            Sequence sequence = sequence(name);
            if (take) {
              try {
                sequence.setValue(value, called);
              } catch (io.quiver.engine.error.EngineException e) {
                throw DdlExecutor.error(e.getMessage(), e.sqlState(), call);
              }
            }
            return bigint(value, pos);
          }
          default -> {
            // set_config(name, value, is_local) returns the value; Quiver's sessions have no such
            // settings (pg_dump sets search_path to '', and names everything with its schema).
            PostgresFunctions.arity(call, 3, 3);
            return SqlStdOperatorTable.CAST.createCall(pos, call.operand(1),
                new SqlDataTypeSpec(new SqlBasicTypeNameSpec(SqlTypeName.VARCHAR, Integer.MAX_VALUE, pos), pos));
          }
        }
      }

      private Sequence sequence(SqlIdentifier name) {
        ObjectIdentifier id = env.catalogManager().qualifyIdentifier(name.names);
        return env.database().sequences().get(id)
            .orElseThrow(() -> DdlExecutor.error("Sequence " + id.asSummaryString() + " does not exist.", "42P01", name));
      }

      private SqlNode bigint(long value, SqlParserPos pos) {
        return SqlStdOperatorTable.CAST.createCall(pos, SqlLiteral.createExactNumeric(String.valueOf(value), pos),
            new SqlDataTypeSpec(new SqlBasicTypeNameSpec(SqlTypeName.BIGINT, pos), pos));
      }

      private SqlNode nextValue(SqlIdentifier name, SqlParserPos pos) {
        if (selectsWithFrom > 0) {
          throw DdlExecutor.error("NEXT VALUE FOR in a query that reads a table is not supported yet.", "0A000", name);
        }
        ObjectIdentifier id = env.catalogManager().qualifyIdentifier(name.names);
        Sequence sequence = env.database().sequences().get(id)
            .orElseThrow(() -> DdlExecutor.error("Sequence " + id.asSummaryString() + " does not exist.", "42P01", name));
        long value = take ? sequence.nextValue() : 0;
        // A sequence hands out BIGINTs, whatever the size of this value.
        return SqlStdOperatorTable.CAST.createCall(pos, SqlLiteral.createExactNumeric(String.valueOf(value), pos),
            new SqlDataTypeSpec(new SqlBasicTypeNameSpec(SqlTypeName.BIGINT, pos), pos));
      }
    };
    if (statement instanceof org.apache.calcite.sql.SqlInsert insert) {
      // Copying would lose the INSERT's own node type; its source is what holds the values.
      insert.setOperand(2, insert.getSource().accept(shuttle));
      return insert;
    }
    return statement.accept(shuttle);
  }
}
