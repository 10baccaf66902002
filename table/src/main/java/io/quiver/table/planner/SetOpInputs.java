package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.plan.RelOptUtil;
import org.apache.calcite.rel.RelHomogeneousShuttle;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.SetOp;

/**
 * Casts each input of a UNION, INTERSECT or EXCEPT whose row type is not the operation's own, so
 * that the engine's set operators see one type per column: in the standard dialect a branch may
 * select a bare NULL (of the NULL type), which takes the type of the other branches.
 */
final class SetOpInputs {
  private SetOpInputs() {}

  static RelNode castToSetOpTypes(RelNode rel) {
    return rel.accept(new RelHomogeneousShuttle() {
      @Override
      public RelNode visit(RelNode other) {
        RelNode visited = super.visit(other);
        if (!(visited instanceof SetOp setOp)) {
          return visited;
        }
        List<RelNode> inputs = new ArrayList<>();
        boolean changed = false;
        for (RelNode input : setOp.getInputs()) {
          if (RelOptUtil.areRowTypesEqual(input.getRowType(), setOp.getRowType(), false)) {
            inputs.add(input);
          } else {
            inputs.add(RelOptUtil.createCastRel(input, setOp.getRowType(), true));
            changed = true;
          }
        }
        return changed ? setOp.copy(setOp.getTraitSet(), inputs) : visited;
      }
    });
  }
}
