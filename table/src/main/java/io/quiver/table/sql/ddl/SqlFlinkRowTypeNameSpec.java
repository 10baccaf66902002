package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlRowTypeNameSpec;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code ROW<name type [NULL | NOT NULL], ...>}, typed as Calcite types it (a field NOT NULL unless
 * written NULL), and remembering which fields were written NOT NULL: in Flink's type a field is
 * nullable unless written NOT NULL, which the default dialect applies.
 */
public final class SqlFlinkRowTypeNameSpec extends SqlRowTypeNameSpec {
  private final List<Boolean> writtenNotNull;

  public SqlFlinkRowTypeNameSpec(SqlParserPos pos, List<SqlIdentifier> fieldNames, List<SqlDataTypeSpec> fieldTypes,
      List<Boolean> writtenNotNull) {
    super(pos, fieldNames, fieldTypes);
    this.writtenNotNull = List.copyOf(writtenNotNull);
  }

  /**
   * As written, {@code ROW<name type [NULL | NOT NULL], ...>}, so that a view's stored text reads
   * back with the same fields (Calcite writes {@code ROW(...)} and forgets a NOT NULL).
   */
  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("ROW");
    SqlWriter.Frame frame = writer.startList(SqlWriter.FrameTypeEnum.FUN_CALL, "<", ">");
    for (int i = 0; i < getFieldNames().size(); i++) {
      writer.sep(",", false);
      getFieldNames().get(i).unparse(writer, 0, 0);
      SqlDataTypeSpec type = getFieldTypes().get(i);
      type.unparse(writer, leftPrec, rightPrec);
      if (Boolean.TRUE.equals(type.getNullable())) {
        writer.keyword("NULL");
      } else if (writtenNotNull.get(i)) {
        writer.keyword("NOT NULL");
      }
    }
    writer.endList(frame);
  }

  /** Whether field {@code i} is nullable in Flink's reading of the type. */
  public boolean flinkNullable(int i) {
    return !writtenNotNull.get(i);
  }
}
