package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCreate;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code CREATE [TEMPORARY] [SYSTEM] FUNCTION [IF NOT EXISTS] name AS 'class.Name'
 * [LANGUAGE JAVA]}: registers a user-defined function implemented by a class on the classpath.
 */
public final class SqlCreateFunction extends SqlCreate {
  static final SqlOperator OPERATOR =
      new SqlSpecialOperator("CREATE FUNCTION", SqlKind.CREATE_FUNCTION);

  private final SqlIdentifier name;
  private final SqlNode className;
  private final String language;
  private final boolean temporary;
  private final boolean system;

  public SqlCreateFunction(SqlParserPos pos, SqlIdentifier name, SqlNode className,
      String language, boolean temporary, boolean system, boolean ifNotExists) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.className = className;
    this.language = language;
    this.temporary = temporary;
    this.system = system;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** The implementing class's fully qualified name. */
  public String className() {
    return SqlDdlUtil.stringValue(className);
  }

  /** The implementation language, upper case; {@code JAVA} when not given. */
  public String language() {
    return language;
  }

  public boolean temporary() {
    return temporary;
  }

  public boolean system() {
    return system;
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name, className);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("CREATE");
    if (temporary) {
      writer.keyword("TEMPORARY");
    }
    if (system) {
      writer.keyword("SYSTEM");
    }
    writer.keyword("FUNCTION");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    writer.keyword("AS");
    className.unparse(writer, 0, 0);
    writer.keyword("LANGUAGE");
    writer.keyword(language);
  }
}
