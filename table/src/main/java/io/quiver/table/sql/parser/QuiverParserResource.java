package io.quiver.table.sql.parser;

import org.apache.calcite.runtime.Resources;
import org.apache.calcite.runtime.Resources.BaseMessage;
import org.apache.calcite.sql.validate.SqlValidatorException;

/**
 * Messages of the errors Quiver's grammar raises itself, beyond JavaCC's "Encountered ... at
 * line l, column c". Thrown with {@code SqlUtil.newContextException} so that the resulting
 * {@code SqlParseException} carries the position of the offending clause.
 */
public interface QuiverParserResource {
  QuiverParserResource RESOURCE = Resources.create(QuiverParserResource.class);

  @BaseMessage("OR REPLACE is not supported for CREATE {0}")
  Resources.ExInst<SqlValidatorException> createOrReplaceNotSupported(String kind);

  @BaseMessage("SYSTEM is only allowed for functions")
  Resources.ExInst<SqlValidatorException> systemOnlyForFunctions();

  @BaseMessage("TEMPORARY is not allowed for {0}")
  Resources.ExInst<SqlValidatorException> temporaryNotAllowed(String kind);

  @BaseMessage("Duplicate PRIMARY KEY definition")
  Resources.ExInst<SqlValidatorException> duplicatePrimaryKey();

  @BaseMessage("Column ''{0}'' needs a type unless the table is created AS a query")
  Resources.ExInst<SqlValidatorException> columnTypeRequired(String column);

  @BaseMessage("OVERWRITE is not allowed with UPSERT")
  Resources.ExInst<SqlValidatorException> overwriteWithUpsert();

  @BaseMessage("An INSERT takes one conflict clause (OR REPLACE, OR IGNORE, IGNORE, ON CONFLICT ... DO NOTHING), and none with OVERWRITE or UPSERT")
  Resources.ExInst<SqlValidatorException> conflictClauseTwice();

  @BaseMessage("ON CONFLICT DO UPDATE needs the key's columns: ON CONFLICT (column, ...) DO UPDATE")
  Resources.ExInst<SqlValidatorException> conflictUpdateNeedsColumns();

  @BaseMessage("Only IN and NOT IN take an empty list; = ANY, SOME and ALL need values or a query")
  Resources.ExInst<SqlValidatorException> emptyListOnlyForIn();

  // Named arguments of user-defined functions (flink lane): the message says what is wrong.
  @BaseMessage("{0}")
  Resources.ExInst<SqlValidatorException> namedArguments(String message);

  // Type names (the ddl lane's block).
  @BaseMessage("Type {0} is not supported yet")
  Resources.ExInst<SqlValidatorException> typeNotSupported(String type);
}
