package io.quiver.table.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.types.DataType;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CatalogManagerTest {
  private final CatalogRegistry registry = CatalogRegistry.withDefaultCatalog();
  private final CatalogManager session = new CatalogManager(registry, CatalogRegistry.DEFAULT_CATALOG);

  @AfterEach
  void close() {
    session.close();
    registry.close();
  }

  private static CatalogTable table(String column) {
    return CatalogTable.of(ResolvedSchema.of(List.of(Column.physical(column, new DataType(SqlType.of(TypeId.INTEGER))))));
  }

  @Test
  void qualifiesNamesWithTheCurrentCatalogAndDatabase() {
    assertEquals(ObjectIdentifier.of("default_catalog", "default_database", "t"), session.qualifyIdentifier(List.of("t")));
    assertEquals(ObjectIdentifier.of("default_catalog", "db", "t"), session.qualifyIdentifier(List.of("db", "t")));
    assertEquals(ObjectIdentifier.of("c", "db", "t"), session.qualifyIdentifier(List.of("c", "db", "t")));
  }

  @Test
  void temporaryTablesShadowPermanentOnesForThisSessionOnly() {
    ObjectIdentifier id = session.qualifyIdentifier(List.of("t"));
    session.createTable(table("permanent"), id, false);
    session.createTemporaryTable(table("temporary"), id, false);
    assertEquals("temporary", session.getTable(id).orElseThrow().table().getResolvedSchema().getColumnNames().get(0));
    assertTrue(session.getTable(id).orElseThrow().temporary());

    CatalogManager other = new CatalogManager(registry, CatalogRegistry.DEFAULT_CATALOG);
    assertEquals("permanent", other.getTable(id).orElseThrow().table().getResolvedSchema().getColumnNames().get(0));

    assertThrows(CatalogException.class, () -> session.dropTable(id, false));
    assertTrue(session.dropTemporaryTable(id));
    assertFalse(session.getTable(id).orElseThrow().temporary());
    other.close();
  }

  @Test
  void listTablesMergesTemporaryAndPermanentSorted() {
    session.createTable(table("x"), session.qualifyIdentifier(List.of("b")), false);
    session.createTemporaryTable(table("x"), session.qualifyIdentifier(List.of("a")), false);
    assertEquals(List.of("a", "b"), session.listTables());
    assertEquals(List.of("a"), session.listTemporaryTables());
  }

  @Test
  void switchingToAnUnknownDatabaseOrCatalogFails() {
    assertThrows(CatalogException.class, () -> session.setCurrentDatabase("nope"));
    assertThrows(CatalogException.class, () -> session.setCurrentCatalog("nope"));
    assertEquals("default_database", session.getCurrentDatabase());
  }
}
