package io.quiver.table.api.internal;

import io.quiver.table.api.TableEnvironment;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.Map;

/** What the JDBC driver's metadata needs of a session beyond the public API: its temporary objects. */
public final class SessionObjects {
  private SessionObjects() {}

  /** The session's temporary tables and views, in every catalog and database. */
  public static Map<ObjectIdentifier, CatalogBaseTable> temporaryTables(TableEnvironment env) {
    return ((TableEnvironmentImpl) env).catalogManager().temporaryTables();
  }
}
