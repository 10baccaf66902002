package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code DROP [TEMPORARY] TABLE [IF EXISTS] name [, name ...] [CASCADE | RESTRICT]}. */
public final class SqlDropTable extends SqlDropObject {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DROP TABLE", SqlKind.DROP_TABLE);

  private final List<SqlIdentifier> others;
  private final boolean cascade;

  public SqlDropTable(SqlParserPos pos, SqlIdentifier name, boolean ifExists, boolean temporary) {
    this(pos, name, List.of(), ifExists, temporary, false);
  }

  public SqlDropTable(SqlParserPos pos, SqlIdentifier name, List<SqlIdentifier> others, boolean ifExists,
      boolean temporary, boolean cascade) {
    super(OPERATOR, pos, name, ifExists, temporary);
    this.others = List.copyOf(others);
    this.cascade = cascade;
  }

  /** Every table the statement names, the first one first. */
  public List<SqlIdentifier> names() {
    List<SqlIdentifier> names = new ArrayList<>();
    names.add(name());
    names.addAll(others);
    return names;
  }

  /** True for {@code CASCADE}: the FOREIGN KEYs of other tables that reference these are dropped too. */
  public boolean cascade() {
    return cascade;
  }

  @Override
  String kind() {
    return "TABLE";
  }

  @Override
  void unparseSuffix(SqlWriter writer) {
    for (SqlIdentifier other : others) {
      writer.print(",");
      other.unparse(writer, 0, 0);
    }
    if (cascade) {
      writer.keyword("CASCADE");
    }
  }
}
