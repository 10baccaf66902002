package io.quiver.table.planner;

import io.quiver.table.sql.ddl.SqlFlinkRowTypeNameSpec;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCollectionTypeNameSpec;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlMapTypeNameSpec;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.SqlRowTypeNameSpec;
import org.apache.calcite.sql.SqlTypeNameSpec;
import org.apache.calcite.sql.fun.SqlCastFunction;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql2rel.SqlRexContext;
import org.apache.calcite.sql2rel.StandardConvertletTable;

/**
 * Flink's CAST to {@code ARRAY<T>}, {@code MULTISET<T>}, {@code MAP<K, V>} or {@code ROW<...>} in
 * the default dialect: the result has the component types as written (an element nullable, a
 * field nullable unless written NOT NULL), only the whole value taking the operand's
 * nullability. Calcite carries the operand's NOT NULL into the components
 * ({@code CAST(ARRAY[1, 2] AS ARRAY<BIGINT>)} is {@code ARRAY<BIGINT NOT NULL>} there, Flink's
 * {@code ARRAY<BIGINT>}). Other casts are Calcite's. A column declared with such a type in the
 * default dialect reads its components the same way ({@link #asWritten}).
 */
final class CompositeCasts {
  private CompositeCasts() {}

  static final SqlCastFunction CAST = new SqlCastFunction(SqlStdOperatorTable.CAST.getName(), SqlKind.CAST) {
    @Override
    public RelDataType inferReturnType(SqlOperatorBinding binding) {
      if (binding instanceof org.apache.calcite.sql.SqlCallBinding call && !targetsComposite(call.getCall())) {
        return SqlStdOperatorTable.CAST.inferReturnType(binding);
      }
      RelDataTypeFactory factory = binding.getTypeFactory();
      RelDataType target = binding.getOperandType(1);
      if (!isComposite(target) || !(binding instanceof org.apache.calcite.sql.SqlCallBinding call)) {
        return SqlStdOperatorTable.CAST.inferReturnType(binding);
      }
      SqlTypeNameSpec spec = ((SqlDataTypeSpec) call.getCall().operand(1)).getTypeNameSpec();
      return factory.createTypeWithNullability(asWritten(factory, target, spec), binding.getOperandType(0).isNullable());
    }
  };

  /** Whether {@code call} casts to a composite type written in the statement. */
  static boolean targetsComposite(SqlCall call) {
    return call.getKind() == SqlKind.CAST && call.operandCount() == 2
        && call.operand(1) instanceof SqlDataTypeSpec spec
        && (spec.getTypeNameSpec() instanceof SqlCollectionTypeNameSpec
            || spec.getTypeNameSpec() instanceof SqlMapTypeNameSpec
            || spec.getTypeNameSpec() instanceof SqlRowTypeNameSpec);
  }

  /** In the default dialect, a CAST to a composite type written in the statement types as Flink's. */
  static void useFor(SqlCall call) {
    if (targetsComposite(call) && call instanceof SqlBasicCall basic
        && basic.getOperator() == SqlStdOperatorTable.CAST) {
      basic.setOperator(CAST);
    }
  }

  /** The cast to the validated type (Calcite's convertlet would derive Calcite's type again). */
  static RexNode convert(SqlRexContext cx, SqlCall call) {
    if (!targetsComposite(call)) {
      SqlBasicCall basic = (SqlBasicCall) call;
      basic.setOperator(SqlStdOperatorTable.CAST);
      try {
        return StandardConvertletTable.INSTANCE.get(basic).convertCall(cx, basic);
      } finally {
        basic.setOperator(CAST);
      }
    }
    RexNode operand = cx.convertExpression(call.operand(0));
    return cx.getRexBuilder().makeCast(cx.getValidator().getValidatedNodeType(call), operand);
  }

  private static boolean isComposite(RelDataType type) {
    return type.isStruct() || type.getSqlTypeName() == SqlTypeName.ARRAY
        || type.getSqlTypeName() == SqlTypeName.MULTISET || type.getSqlTypeName() == SqlTypeName.MAP;
  }

  /**
   * {@code type}, which Calcite derived from {@code spec}, as Flink reads the spec: an element of
   * {@code ARRAY<T>} or {@code MULTISET<T>} nullable (it cannot be written NOT NULL here), a
   * field of {@code ROW<...>} nullable unless written NOT NULL, map keys and values as their spec
   * derives them; at every level of nesting.
   */
  static RelDataType asWritten(RelDataTypeFactory factory, RelDataType type, SqlTypeNameSpec spec) {
    RelDataType result;
    if (spec instanceof SqlCollectionTypeNameSpec collection && type.getComponentType() != null) {
      RelDataType element = factory.createTypeWithNullability(
          asWritten(factory, type.getComponentType(), collection.getElementTypeName()), true);
      result = type.getSqlTypeName() == SqlTypeName.MULTISET
          ? factory.createMultisetType(element, -1)
          : factory.createArrayType(element, -1);
    } else if (spec instanceof SqlMapTypeNameSpec map && type.getSqlTypeName() == SqlTypeName.MAP) {
      result = factory.createMapType(asWritten(factory, type.getKeyType(), map.getKeyType().getTypeNameSpec()),
          asWritten(factory, type.getValueType(), map.getValType().getTypeNameSpec()));
    } else if (spec instanceof SqlRowTypeNameSpec row && type.isStruct()
        && row.getFieldTypes().size() == type.getFieldCount()) {
      List<RelDataType> fields = new ArrayList<>();
      List<String> names = new ArrayList<>();
      for (int i = 0; i < type.getFieldCount(); i++) {
        RelDataTypeField field = type.getFieldList().get(i);
        RelDataType fieldType = asWritten(factory, field.getType(), row.getFieldTypes().get(i).getTypeNameSpec());
        boolean nullable = row instanceof SqlFlinkRowTypeNameSpec flink ? flink.flinkNullable(i) : fieldType.isNullable();
        fields.add(factory.createTypeWithNullability(fieldType, nullable));
        names.add(field.getName());
      }
      result = factory.createStructType(type.getStructKind(), fields, names);
    } else {
      return type;
    }
    return factory.createTypeWithNullability(result, type.isNullable());
  }
}
