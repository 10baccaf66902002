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
 * {@code CREATE SEQUENCE [IF NOT EXISTS] name [AS type] [START WITH n] [INCREMENT BY n]
 * [MINVALUE n | NO MINVALUE] [MAXVALUE n | NO MAXVALUE] [NO CYCLE]}. Options left out
 * are null: the sequence starts at 1 (or MAXVALUE when descending) and steps by 1.
 */
public final class SqlCreateSequence extends SqlCreate {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CREATE SEQUENCE", SqlKind.CREATE_SEQUENCE);

  private final SqlIdentifier name;
  private final Long start;
  private final Long increment;
  private final Long minValue;
  private final Long maxValue;

  public SqlCreateSequence(SqlParserPos pos, SqlIdentifier name, boolean ifNotExists, Long start, Long increment,
      Long minValue, Long maxValue) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.start = start;
    this.increment = increment;
    this.minValue = minValue;
    this.maxValue = maxValue;
  }

  public SqlIdentifier name() {
    return name;
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  public Long start() {
    return start;
  }

  public Long increment() {
    return increment;
  }

  public Long minValue() {
    return minValue;
  }

  public Long maxValue() {
    return maxValue;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("CREATE SEQUENCE");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    if (start != null) {
      writer.keyword("START WITH " + start);
    }
    if (increment != null) {
      writer.keyword("INCREMENT BY " + increment);
    }
    if (minValue != null) {
      writer.keyword("MINVALUE " + minValue);
    }
    if (maxValue != null) {
      writer.keyword("MAXVALUE " + maxValue);
    }
  }
}
