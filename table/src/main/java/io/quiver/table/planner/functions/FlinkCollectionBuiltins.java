package io.quiver.table.planner.functions;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.SqlOperandCountRanges;
import org.apache.calcite.sql.type.SqlOperandTypeChecker;
import org.apache.calcite.sql.type.SqlReturnTypeInference;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Flink's ARRAY_* and MAP_* functions, computed by {@link CollectionFunctions} over the Table
 * API's external forms (an ARRAY a Java array, a MAP a {@code java.util.Map}), each typed as Flink
 * 1.20 types it: the result NULL when the collection is, element and key types kept.
 */
final class FlinkCollectionBuiltins {
  private FlinkCollectionBuiltins() {}

  private static JavaBuiltinFunction fn(String name, SqlReturnTypeInference type, SqlOperandTypeChecker operands) {
    return new JavaBuiltinFunction(name, type, operands, SqlFunctionCategory.SYSTEM, true, false);
  }

  private static SqlOperandTypeChecker families(SqlTypeFamily... families) {
    return OperandTypes.family(families);
  }

  /** {@code type}, nullable when operand {@code i} is. */
  private static RelDataType nullableAs(SqlOperatorBinding b, RelDataType type, int i) {
    return b.getTypeFactory().createTypeWithNullability(type, b.getOperandType(i).isNullable());
  }

  /** {@code type}, nullable when any operand is. */
  private static RelDataType nullableIfAny(SqlOperatorBinding b, RelDataType type) {
    boolean nullable = false;
    for (int i = 0; i < b.getOperandCount(); i++) {
      nullable |= b.getOperandType(i).isNullable();
    }
    return b.getTypeFactory().createTypeWithNullability(type, nullable);
  }

  private static final SqlReturnTypeInference BOOLEAN_AS_ARG0 = b ->
      nullableAs(b, b.getTypeFactory().createSqlType(SqlTypeName.BOOLEAN), 0);
  private static final SqlReturnTypeInference INT_AS_ARG0 = b ->
      nullableAs(b, b.getTypeFactory().createSqlType(SqlTypeName.INTEGER), 0);
  private static final SqlReturnTypeInference ARG0_NULLABLE_IF_ANY = b -> nullableIfAny(b, b.getOperandType(0));
  /** The element type, nullable (ARRAY_MAX of an empty array, or of NULLs only, is NULL). */
  private static final SqlReturnTypeInference ELEMENT_OR_NULL = b ->
      b.getTypeFactory().createTypeWithNullability(b.getOperandType(0).getComponentType(), true);
  /** The least restrictive of the operands' types (ARRAY_UNION, ARRAY_CONCAT, MAP_UNION). */
  private static final SqlReturnTypeInference LEAST_RESTRICTIVE = b -> {
    List<RelDataType> types = new ArrayList<>();
    for (int i = 0; i < b.getOperandCount(); i++) {
      types.add(b.getOperandType(i));
    }
    RelDataType common = b.getTypeFactory().leastRestrictive(types);
    return common == null ? null : nullableIfAny(b, common);
  };
  /** ARRAY_APPEND and ARRAY_PREPEND: the elements' and the new element's common type. */
  private static final SqlReturnTypeInference ARRAY_WITH_ELEMENT = b -> {
    RelDataTypeFactory f = b.getTypeFactory();
    RelDataType element = f.leastRestrictive(List.of(b.getOperandType(0).getComponentType(), b.getOperandType(1)));
    return element == null ? null : nullableAs(b, f.createArrayType(element, -1), 0);
  };
  private static final SqlReturnTypeInference STRING = b ->
      nullableIfAny(b, b.getTypeFactory().createSqlType(SqlTypeName.VARCHAR, Integer.MAX_VALUE));
  private static final SqlReturnTypeInference SPLIT = b -> nullableIfAny(b, b.getTypeFactory().createArrayType(
      b.getTypeFactory().createTypeWithNullability(
          b.getTypeFactory().createSqlType(SqlTypeName.VARCHAR, Integer.MAX_VALUE), true), -1));
  private static final SqlReturnTypeInference MAP_KEYS = b ->
      nullableAs(b, b.getTypeFactory().createArrayType(b.getOperandType(0).getKeyType(), -1), 0);
  private static final SqlReturnTypeInference MAP_VALUES = b ->
      nullableAs(b, b.getTypeFactory().createArrayType(b.getOperandType(0).getValueType(), -1), 0);
  private static final SqlReturnTypeInference MAP_ENTRIES = b -> {
    RelDataTypeFactory f = b.getTypeFactory();
    RelDataType map = b.getOperandType(0);
    // A nullable ROW whose fields keep their nullability (the factory would make them nullable too).
    RelDataType entry = new org.apache.calcite.rel.type.RelRecordType(org.apache.calcite.rel.type.StructKind.FULLY_QUALIFIED,
        List.of(new org.apache.calcite.rel.type.RelDataTypeFieldImpl("key", 0, map.getKeyType()),
            new org.apache.calcite.rel.type.RelDataTypeFieldImpl("value", 1, map.getValueType())), true);
    return nullableAs(b, f.createArrayType(entry, -1), 0);
  };
  private static final SqlReturnTypeInference MAP_FROM_ARRAYS = b -> {
    RelDataTypeFactory f = b.getTypeFactory();
    return nullableIfAny(b, f.createMapType(b.getOperandType(0).getComponentType(), b.getOperandType(1).getComponentType()));
  };

  private static final SqlOperandTypeChecker ARRAY1 = families(SqlTypeFamily.ARRAY);
  private static final SqlOperandTypeChecker ARRAY_ANY = families(SqlTypeFamily.ARRAY, SqlTypeFamily.ANY);
  private static final SqlOperandTypeChecker MAP1 = families(SqlTypeFamily.MAP);

  static final List<JavaBuiltinFunction> FUNCTIONS = List.of(
      fn("ARRAY_CONTAINS", BOOLEAN_AS_ARG0, ARRAY_ANY),
      fn("ARRAY_POSITION", INT_AS_ARG0, ARRAY_ANY),
      fn("ARRAY_DISTINCT", ARG0_NULLABLE_IF_ANY, ARRAY1),
      fn("ARRAY_REMOVE", ARG0_NULLABLE_IF_ANY, ARRAY_ANY),
      fn("ARRAY_REVERSE", ARG0_NULLABLE_IF_ANY, ARRAY1),
      fn("ARRAY_SLICE", ARG0_NULLABLE_IF_ANY, OperandTypes.or(families(SqlTypeFamily.ARRAY, SqlTypeFamily.INTEGER),
          families(SqlTypeFamily.ARRAY, SqlTypeFamily.INTEGER, SqlTypeFamily.INTEGER))),
      fn("ARRAY_UNION", LEAST_RESTRICTIVE, families(SqlTypeFamily.ARRAY, SqlTypeFamily.ARRAY)),
      fn("ARRAY_CONCAT", LEAST_RESTRICTIVE, OperandTypes.repeat(SqlOperandCountRanges.from(1), OperandTypes.ARRAY)),
      fn("ARRAY_APPEND", ARRAY_WITH_ELEMENT, ARRAY_ANY),
      fn("ARRAY_PREPEND", ARRAY_WITH_ELEMENT, ARRAY_ANY),
      fn("ARRAY_MAX", ELEMENT_OR_NULL, ARRAY1),
      fn("ARRAY_MIN", ELEMENT_OR_NULL, ARRAY1),
      fn("ARRAY_JOIN", STRING, OperandTypes.or(families(SqlTypeFamily.ARRAY, SqlTypeFamily.CHARACTER),
          families(SqlTypeFamily.ARRAY, SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER))),
      fn("ARRAY_EXCEPT", ARG0_NULLABLE_IF_ANY, families(SqlTypeFamily.ARRAY, SqlTypeFamily.ARRAY)),
      fn("ARRAY_INTERSECT", ARG0_NULLABLE_IF_ANY, families(SqlTypeFamily.ARRAY, SqlTypeFamily.ARRAY)),
      fn("ARRAY_SORT", ARG0_NULLABLE_IF_ANY, OperandTypes.or(ARRAY1, families(SqlTypeFamily.ARRAY, SqlTypeFamily.BOOLEAN),
          families(SqlTypeFamily.ARRAY, SqlTypeFamily.BOOLEAN, SqlTypeFamily.BOOLEAN))),
      fn("SPLIT", SPLIT, families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER)),
      fn("MAP_KEYS", MAP_KEYS, MAP1),
      fn("MAP_VALUES", MAP_VALUES, MAP1),
      fn("MAP_ENTRIES", MAP_ENTRIES, MAP1),
      fn("MAP_FROM_ARRAYS", MAP_FROM_ARRAYS, families(SqlTypeFamily.ARRAY, SqlTypeFamily.ARRAY)),
      fn("MAP_UNION", LEAST_RESTRICTIVE, OperandTypes.repeat(SqlOperandCountRanges.from(1), OperandTypes.MAP)));
}
