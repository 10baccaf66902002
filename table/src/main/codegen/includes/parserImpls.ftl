<#--
  Quiver's grammar extensions, included into Calcite's Parser.jj by FMPP.
  Productions are listed in config.fmpp (statementParserMethods, createStatementParserMethods,
  dropStatementParserMethods). Calcite tries each statement method with LOOKAHEAD(2) before its
  own statements, so where a form must stay Calcite's (SET name = value, EXPLAIN PLAN AS JSON
  FOR ..., DESCRIBE DATABASE x) a semantic lookahead makes our method step aside.
-->

/** Parses {@code IF NOT EXISTS}; IF is non-reserved, so three tokens are needed to tell. */
boolean IfNotExistsOpt() :
{
}
{
    (
        LOOKAHEAD(3) <IF> <NOT> <EXISTS> { return true; }
    |
        { return false; }
    )
}

/** Parses {@code IF EXISTS}. */
boolean IfExistsOpt() :
{
}
{
    (
        LOOKAHEAD(2) <IF> <EXISTS> { return true; }
    |
        { return false; }
    )
}

/** Parses {@code ('key' = 'value', ...)}. */
SqlNodeList PropertyList() :
{
    final Span s;
    final List<SqlNode> list = new ArrayList<SqlNode>();
}
{
    <LPAREN> { s = span(); }
    [
        AddProperty(list)
        ( <COMMA> AddProperty(list) )*
    ]
    <RPAREN> {
        return new SqlNodeList(list, s.end(this));
    }
}

/** Parses {@code 'key' = 'value'}. */
void AddProperty(List<SqlNode> list) :
{
    final SqlNode key;
    final SqlNode value;
}
{
    key = StringLiteral() <EQ> value = StringLiteral() {
        list.add(new SqlProperty(
            key.getParserPosition().plus(value.getParserPosition()), key, value));
    }
}

/** Parses an optional {@code WITH ('key' = 'value', ...)}; empty when absent. */
SqlNodeList WithPropertiesOpt() :
{
    SqlNodeList properties = SqlNodeList.EMPTY;
}
{
    [ <WITH> properties = PropertyList() ]
    { return properties; }
}

/** Parses an optional {@code COMMENT 'text'}; null when absent. */
SqlNode CommentOpt() :
{
    SqlNode comment = null;
}
{
    [ <COMMENT> comment = StringLiteral() ]
    { return comment; }
}

/**
 * Parses a column: {@code name type [NOT NULL | NULL] [DEFAULT expr] [PRIMARY KEY]}. The type
 * may be left out here; CREATE TABLE requires it unless the table is created AS a query.
 */
SqlTableColumn TableColumn() :
{
    final Span s;
    final SqlIdentifier name;
    SqlDataTypeSpec type = null;
    boolean nullable = true;
    SqlNode defaultValue = null;
    boolean primaryKey = false;
    SqlTableColumn.Identity identity = null;
}
{
    name = SimpleIdentifier() { s = span(); }
    [
        type = DataType()
        // Before or after NOT NULL, as the standard and PostgreSQL allow; the first wins.
        [ LOOKAHEAD(1) identity = IdentityGeneration() ]
        nullable = NullableOptDefaultTrue()
        [ identity = IdentityGeneration() ]
        [ <DEFAULT_> defaultValue = Expression(ExprContext.ACCEPT_SUB_QUERY) ]
        [ <PRIMARY> <KEY> { primaryKey = true; } ]
    ]
    {
        if (identity != null) {
            nullable = false;
        }
        return new SqlTableColumn(s.end(this), name,
            type == null ? null : type.withNullable(nullable), nullable, defaultValue,
            primaryKey, identity);
    }
}

/** Parses GENERATED {ALWAYS | BY DEFAULT} AS IDENTITY [( [START WITH n] [INCREMENT BY n] )]. */
SqlTableColumn.Identity IdentityGeneration() :
{
    boolean always;
    long start = 1;
    long increment = 1;
}
{
    <GENERATED>
    (
        <ALWAYS> { always = true; }
    |
        <BY> <DEFAULT_> { always = false; }
    )
    <AS> <IDENTITY>
    [
        <LPAREN>
        (
            <START> <WITH> start = SignedLongLiteral()
        |
            <INCREMENT> <BY> increment = SignedLongLiteral()
        )*
        <RPAREN>
    ]
    {
        return new SqlTableColumn.Identity(always, start, increment);
    }
}

/** Parses an integer literal with an optional sign, as sequence options take. */
long SignedLongLiteral() :
{
    boolean negative = false;
    final SqlNumericLiteral literal;
}
{
    [ <MINUS> { negative = true; } | <PLUS> ]
    literal = UnsignedNumericLiteral()
    {
        final long value = literal.longValue(true);
        return negative ? -value : value;
    }
}

/**
 * Parses CREATE SEQUENCE [IF NOT EXISTS] name [AS type] and its options, in any order; see
 * {@link SqlCreateSequence}.
 */
SqlCreate SqlCreateSequence(Span s, boolean replace, boolean temporary) :
{
    final boolean ifNotExists;
    final SqlIdentifier name;
    Long start = null;
    Long increment = null;
    Long minValue = null;
    Long maxValue = null;
    long value;
}
{
    <SEQUENCE> CheckCreateModifiers(replace, temporary, false, "SEQUENCE")
    ifNotExists = IfNotExistsOpt()
    name = CompoundIdentifier()
    [ <AS> DataType() ]
    (
        <START> <WITH> value = SignedLongLiteral() { start = value; }
    |
        <INCREMENT> <BY> value = SignedLongLiteral() { increment = value; }
    |
        <MINVALUE> value = SignedLongLiteral() { minValue = value; }
    |
        <MAXVALUE> value = SignedLongLiteral() { maxValue = value; }
    |
        <NO> ( <MINVALUE> | <MAXVALUE> | <CYCLE> )
    )*
    {
        return new SqlCreateSequence(s.end(this), name, ifNotExists, start, increment,
            minValue, maxValue);
    }
}

/** Parses one element of CREATE TABLE's list: a column, PRIMARY KEY (...) or UNIQUE (...). */
void TableElement(List<SqlNode> columns, List<SqlNodeList> primaryKeys,
    List<SqlNodeList> uniqueKeys) :
{
    final SqlTableColumn column;
    final SqlNodeList key;
}
{
    <PRIMARY> <KEY> key = ParenthesizedSimpleIdentifierList() { primaryKeys.add(key); }
|
    <UNIQUE> key = ParenthesizedSimpleIdentifierList() { uniqueKeys.add(key); }
|
    column = TableColumn() { columns.add(column); }
}

/**
 * Parses what follows CREATE [OR REPLACE]: [TEMPORARY] [SYSTEM] then TABLE, VIEW, FUNCTION,
 * DATABASE or CATALOG. Calcite's SqlCreate has consumed CREATE and OR REPLACE.
 */
SqlCreate SqlCreateExtended(Span s, boolean replace) :
{
    boolean temporary = false;
    boolean system = false;
    final SqlCreate create;
}
{
    [ <TEMPORARY> { temporary = true; } ]
    [ <SYSTEM> { system = true; } ]
    (
        create = SqlCreateFunction(s, replace, temporary, system)
    |
        {
            if (system) {
                throw SqlUtil.newContextException(getPos(),
                    QuiverParserResource.RESOURCE.systemOnlyForFunctions());
            }
        }
        (
            create = SqlCreateTable(s, replace, temporary)
        |
            create = SqlCreateSequence(s, replace, temporary)
        |
            create = SqlCreateView(s, replace, temporary)
        |
            create = SqlCreateDatabase(s, replace, temporary)
        |
            create = SqlCreateCatalog(s, replace, temporary)
        )
    )
    {
        return create;
    }
}

/** Rejects OR REPLACE and TEMPORARY where a CREATE statement does not support them. */
void CheckCreateModifiers(boolean replace, boolean temporary, boolean temporaryAllowed,
    String kind) :
{
}
{
    {
        if (replace) {
            throw SqlUtil.newContextException(getPos(),
                QuiverParserResource.RESOURCE.createOrReplaceNotSupported(kind));
        }
        if (temporary && !temporaryAllowed) {
            throw SqlUtil.newContextException(getPos(),
                QuiverParserResource.RESOURCE.temporaryNotAllowed(kind));
        }
    }
}

/** Parses CREATE TABLE, with columns and options or AS a query; see {@link SqlCreateTable}. */
SqlCreate SqlCreateTable(Span s, boolean replace, boolean temporary) :
{
    final boolean ifNotExists;
    final SqlIdentifier name;
    final List<SqlNode> columns = new ArrayList<SqlNode>();
    final List<SqlNodeList> primaryKeys = new ArrayList<SqlNodeList>();
    final List<SqlNodeList> uniqueKeys = new ArrayList<SqlNodeList>();
    final SqlNode comment;
    final SqlNodeList properties;
    SqlNode query = null;
    SqlNodeList partitionKeys = SqlNodeList.EMPTY;
}
{
    <TABLE> CheckCreateModifiers(replace, temporary, true, "TABLE")
    ifNotExists = IfNotExistsOpt()
    name = CompoundIdentifier()
    [
        <LPAREN>
        TableElement(columns, primaryKeys, uniqueKeys)
        ( <COMMA> TableElement(columns, primaryKeys, uniqueKeys) )*
        <RPAREN>
    ]
    comment = CommentOpt()
    // connectors: Flink's PARTITIONED BY (column, ...) of a filesystem table
    [ <PARTITIONED> <BY> partitionKeys = ParenthesizedSimpleIdentifierList() ]
    properties = WithPropertiesOpt()
    [ <AS> query = OrderedQueryOrExpr(ExprContext.ACCEPT_QUERY) ]
    {
        int keyCount = primaryKeys.size();
        for (SqlNode node : columns) {
            final SqlTableColumn column = (SqlTableColumn) node;
            if (column.primaryKey()) {
                keyCount++;
            }
            if (column.type() == null && query == null) {
                throw SqlUtil.newContextException(column.getParserPosition(),
                    QuiverParserResource.RESOURCE.columnTypeRequired(column.name().getSimple()));
            }
        }
        if (keyCount > 1) {
            throw SqlUtil.newContextException(s.end(this),
                QuiverParserResource.RESOURCE.duplicatePrimaryKey());
        }
        return new SqlCreateTable(s.end(this), name,
            new SqlNodeList(columns, name.getParserPosition()),
            primaryKeys.isEmpty() ? SqlNodeList.EMPTY : primaryKeys.get(0),
            uniqueKeys, comment, properties, query, temporary, ifNotExists)
            .withPartitionKeys(partitionKeys);
    }
}

/** Parses CREATE VIEW; see {@link SqlCreateView}. */
SqlCreate SqlCreateView(Span s, boolean replace, boolean temporary) :
{
    final boolean ifNotExists;
    final SqlIdentifier name;
    SqlNodeList columnNames = SqlNodeList.EMPTY;
    final SqlNode comment;
    final SqlNode query;
}
{
    <VIEW>
    ifNotExists = IfNotExistsOpt()
    name = CompoundIdentifier()
    [ columnNames = ParenthesizedSimpleIdentifierList() ]
    comment = CommentOpt()
    <AS> query = OrderedQueryOrExpr(ExprContext.ACCEPT_QUERY) {
        return new SqlCreateView(s.end(this), name, columnNames, comment, query, replace,
            temporary, ifNotExists);
    }
}

/** Parses CREATE DATABASE; see {@link SqlCreateDatabase}. */
SqlCreate SqlCreateDatabase(Span s, boolean replace, boolean temporary) :
{
    final boolean ifNotExists;
    final SqlIdentifier name;
    final SqlNode comment;
    final SqlNodeList properties;
}
{
    <DATABASE> CheckCreateModifiers(replace, temporary, false, "DATABASE")
    ifNotExists = IfNotExistsOpt()
    name = CompoundIdentifier()
    comment = CommentOpt()
    properties = WithPropertiesOpt() {
        return new SqlCreateDatabase(s.end(this), name, comment, properties, ifNotExists);
    }
}

/** Parses CREATE CATALOG; see {@link SqlCreateCatalog}. */
SqlCreate SqlCreateCatalog(Span s, boolean replace, boolean temporary) :
{
    final boolean ifNotExists;
    final SqlIdentifier name;
    final SqlNodeList properties;
}
{
    <CATALOG> CheckCreateModifiers(replace, temporary, false, "CATALOG")
    ifNotExists = IfNotExistsOpt()
    name = SimpleIdentifier()
    properties = WithPropertiesOpt() {
        return new SqlCreateCatalog(s.end(this), name, properties, ifNotExists);
    }
}

/** Parses CREATE FUNCTION; see {@link SqlCreateFunction}. */
SqlCreate SqlCreateFunction(Span s, boolean replace, boolean temporary, boolean system) :
{
    final boolean ifNotExists;
    final SqlIdentifier name;
    final SqlNode className;
}
{
    <FUNCTION> CheckCreateModifiers(replace, temporary, true, "FUNCTION")
    ifNotExists = IfNotExistsOpt()
    name = CompoundIdentifier()
    <AS> className = StringLiteral()
    // Functions are Java classes; the clause is accepted for compatibility with Flink.
    [ <LANGUAGE> <JAVA> ]
    {
        return new SqlCreateFunction(s.end(this), name, className, "JAVA", temporary, system,
            ifNotExists);
    }
}

/**
 * Parses what follows DROP: [TEMPORARY] [SYSTEM] then TABLE, VIEW, FUNCTION, DATABASE or
 * CATALOG, [IF EXISTS] and the name.
 */
SqlDrop SqlDropExtended(Span s, boolean replace) :
{
    boolean temporary = false;
    boolean system = false;
    boolean ifExists;
    SqlIdentifier name;
    boolean cascade = false;
}
{
    [ <TEMPORARY> { temporary = true; } ]
    [ <SYSTEM> { system = true; } ]
    (
        <FUNCTION> ifExists = IfExistsOpt() name = CompoundIdentifier() {
            return new SqlDropFunction(s.end(this), name, ifExists, temporary, system);
        }
    |
        {
            if (system) {
                throw SqlUtil.newContextException(getPos(),
                    QuiverParserResource.RESOURCE.systemOnlyForFunctions());
            }
        }
        (
            <TABLE> ifExists = IfExistsOpt() name = CompoundIdentifier() {
                return new SqlDropTable(s.end(this), name, ifExists, temporary);
            }
        |
            <VIEW> ifExists = IfExistsOpt() name = CompoundIdentifier() {
                return new SqlDropView(s.end(this), name, ifExists, temporary);
            }
        |
            <SEQUENCE> CheckCreateModifiers(false, temporary, false, "SEQUENCE")
            ifExists = IfExistsOpt() name = CompoundIdentifier() {
                return new SqlDropSequence(s.end(this), name, ifExists);
            }
        |
            <DATABASE> CheckCreateModifiers(false, temporary, false, "DATABASE")
            ifExists = IfExistsOpt() name = CompoundIdentifier()
            [ <RESTRICT> | <CASCADE> { cascade = true; } ]
            {
                return new SqlDropDatabase(s.end(this), name, ifExists, cascade);
            }
        |
            <CATALOG> CheckCreateModifiers(false, temporary, false, "CATALOG")
            ifExists = IfExistsOpt() name = SimpleIdentifier() {
                return new SqlDropCatalog(s.end(this), name, ifExists);
            }
        )
    )
}

/** Parses ALTER TABLE name RENAME TO / SET (...) / ADD column(s). */
SqlNode SqlAlterTable() :
{
    final Span s;
    final SqlIdentifier name;
    final SqlIdentifier newName;
    final SqlNodeList properties;
    final List<SqlNode> columns = new ArrayList<SqlNode>();
    SqlTableColumn column;
}
{
    <ALTER> { s = span(); } <TABLE> name = CompoundIdentifier()
    (
        <RENAME> <TO> newName = CompoundIdentifier() {
            return new SqlAlterTableRename(s.end(this), name, newName);
        }
    |
        <SET> properties = PropertyList() {
            return new SqlAlterTableOptions(s.end(this), name, properties);
        }
    |
        <ADD>
        (
            <LPAREN>
            column = TableColumn() { columns.add(column); }
            ( <COMMA> column = TableColumn() { columns.add(column); } )*
            <RPAREN>
        |
            column = TableColumn() { columns.add(column); }
        )
        {
            for (SqlNode node : columns) {
                final SqlTableColumn added = (SqlTableColumn) node;
                if (added.type() == null) {
                    throw SqlUtil.newContextException(added.getParserPosition(),
                        QuiverParserResource.RESOURCE.columnTypeRequired(added.name().getSimple()));
                }
            }
            return new SqlAlterTableAdd(s.end(this), name,
                new SqlNodeList(columns, s.end(this)));
        }
    )
}

/** Parses the SHOW statements; see the SqlShow subclasses. */
SqlNode SqlShow() :
{
    final Span s;
    boolean modifier = false;
}
{
    <SHOW> { s = span(); }
    (
        <CATALOGS> { return new SqlShowCatalogs(s.end(this)); }
    |
        <DATABASES> { return new SqlShowDatabases(s.end(this)); }
    |
        <TABLES> { return new SqlShowTables(s.end(this)); }
    |
        <VIEWS> { return new SqlShowViews(s.end(this)); }
    |
        [ <USER> { modifier = true; } ] <FUNCTIONS> {
            return new SqlShowFunctions(s.end(this), modifier);
        }
    |
        [ <FULL> { modifier = true; } ] <MODULES> {
            return new SqlShowModules(s.end(this), modifier);
        }
    |
        <CURRENT>
        (
            <CATALOG> { return new SqlShowCurrentCatalog(s.end(this)); }
        |
            <DATABASE> { return new SqlShowCurrentDatabase(s.end(this)); }
        )
    )
}

/** Parses USE CATALOG name, or USE [catalog.]database. */
SqlNode SqlUse() :
{
    final Span s;
    final SqlIdentifier name;
}
{
    <USE> { s = span(); }
    (
        // Two tokens, so that a database called "catalog" can still be used.
        LOOKAHEAD(2) <CATALOG> name = SimpleIdentifier() {
            return new SqlUseCatalog(s.end(this), name);
        }
    |
        name = CompoundIdentifier() {
            return new SqlUseDatabase(s.end(this), name);
        }
    )
}

/**
 * Parses DESCRIBE [TABLE] name or DESC name. Calcite's DESCRIBE DATABASE|CATALOG|SCHEMA x and
 * DESCRIBE STATEMENT ... are left to Calcite: those words are non-reserved, so the check looks
 * at what follows them.
 */
SqlNode SqlRichDescribeTable() :
{
    final Span s;
    final SqlIdentifier name;
}
{
    ( <DESCRIBE> | <DESC> ) { s = span(); }
    (
        LOOKAHEAD({ !(getToken(1).kind == DATABASE || getToken(1).kind == CATALOG
                || getToken(1).kind == SCHEMA || getToken(1).kind == STATEMENT)
            || getToken(2).kind == EOF || getToken(2).kind == SEMICOLON
            || getToken(2).kind == DOT })
        [ LOOKAHEAD(1) <TABLE> ]
        name = CompoundIdentifier() {
            return new SqlRichDescribeTable(s.end(this), name);
        }
    )
}

/** Parses LOAD MODULE name [WITH (...)]. */
SqlNode SqlLoadModule() :
{
    final Span s;
    final SqlIdentifier name;
    final SqlNodeList properties;
}
{
    <LOAD> { s = span(); } <MODULE> name = SimpleIdentifier()
    properties = WithPropertiesOpt() {
        return new SqlLoadModule(s.end(this), name, properties);
    }
}

/** Parses UNLOAD MODULE name. */
SqlNode SqlUnloadModule() :
{
    final Span s;
    final SqlIdentifier name;
}
{
    <UNLOAD> { s = span(); } <MODULE> name = SimpleIdentifier() {
        return new SqlUnloadModule(s.end(this), name);
    }
}

/**
 * Parses SET 'key' = 'value', or a bare SET at the end of the statement. Calcite's
 * SET name = value does not match either, so it reaches Calcite's SqlSetOption.
 */
SqlNode SqlSet() :
{
    final Span s;
    SqlNode key = null;
    SqlNode value = null;
}
{
    <SET> { s = span(); }
    (
        key = StringLiteral() <EQ> value = StringLiteral()
    |
        LOOKAHEAD({ getToken(1).kind == EOF || getToken(1).kind == SEMICOLON }) { }
    )
    {
        return new SqlSet(s.end(this), key, value);
    }
}

/**
 * Parses RESET 'key', or a bare RESET at the end of the statement. Calcite's RESET name and
 * RESET ALL reach Calcite's SqlSetOption.
 */
SqlNode SqlReset() :
{
    final Span s;
    SqlNode key = null;
}
{
    <RESET> { s = span(); }
    (
        key = StringLiteral()
    |
        LOOKAHEAD({ getToken(1).kind == EOF || getToken(1).kind == SEMICOLON }) { }
    )
    {
        return new SqlReset(s.end(this), key);
    }
}

/** Parses one EXPLAIN detail keyword into the set, upper case. */
void AddExplainDetail(Set<String> details) :
{
}
{
    (
        <ESTIMATED_COST>
    |
        <CHANGELOG_MODE>
    |
        <JSON_EXECUTION_PLAN>
    |
        <PLAN_ADVICE>
    |
        <CODEGEN>
    )
    {
        details.add(token.image.toUpperCase(Locale.ROOT));
    }
}

/**
 * Parses Flink's EXPLAIN [PLAN FOR | detail, ...] statement. EXPLAIN PLAN followed by anything
 * but FOR is Calcite's EXPLAIN with modifiers, and is left to Calcite's SqlExplain.
 */
SqlNode SqlRichExplain() :
{
    final Span s;
    final Set<String> details = new LinkedHashSet<String>();
    final SqlNode stmt;
}
{
    <EXPLAIN> { s = span(); }
    (
        LOOKAHEAD({ getToken(1).kind != PLAN || getToken(2).kind == FOR })
        (
            LOOKAHEAD(2) <PLAN> <FOR>
        |
            // A detail keyword is non-reserved, but "EXPLAIN detail" means the detail.
            LOOKAHEAD(1) AddExplainDetail(details)
            ( <COMMA> AddExplainDetail(details) )*
        |
            { }
        )
    )
    stmt = ExplainableStatement() {
        return new SqlRichExplain(s.end(stmt), stmt, details);
    }
}

/** Parses a statement EXPLAIN accepts: a query, or INSERT (with OVERWRITE), UPDATE, DELETE, MERGE. */
SqlNode ExplainableStatement() :
{
    final SqlNode stmt;
}
{
    (
        stmt = SqlQuiverInsert()
    |
        stmt = SqlDelete()
    |
        stmt = SqlUpdate()
    |
        stmt = SqlMerge()
    |
        stmt = OrderedQueryOrExpr(ExprContext.ACCEPT_QUERY)
    )
    {
        return stmt;
    }
}

/**
 * Parses INSERT INTO, INSERT OVERWRITE and UPSERT INTO into a SqlQuiverInsert. Follows Calcite's
 * SqlInsert production, with OVERWRITE as an alternative to INTO.
 */
SqlNode SqlQuiverInsert() :
{
    final List<SqlLiteral> keywords = new ArrayList<SqlLiteral>();
    final SqlNodeList keywordList;
    final SqlIdentifier tableName;
    SqlNode tableRef;
    final SqlNode source;
    SqlNodeList columnList = null;
    boolean upsert = false;
    boolean overwrite = false;
    final Span s;
    final Pair<SqlNodeList, SqlNodeList> p;
}
{
    (
        <INSERT>
    |
        <UPSERT> {
            upsert = true;
            keywords.add(SqlInsertKeyword.UPSERT.symbol(getPos()));
        }
    )
    { s = span(); }
    SqlInsertKeywords(keywords) {
        keywordList = new SqlNodeList(keywords, s.addAll(keywords).pos());
    }
    (
        <INTO>
    |
        <OVERWRITE> {
            if (upsert) {
                throw SqlUtil.newContextException(getPos(),
                    QuiverParserResource.RESOURCE.overwriteWithUpsert());
            }
            overwrite = true;
        }
    )
    tableName = CompoundTableIdentifier()
    ( tableRef = TableHints(tableName) | { tableRef = tableName; } )
    [ LOOKAHEAD(5) tableRef = ExtendTable(tableRef) ]
    [
        LOOKAHEAD(2)
        p = ParenthesizedCompoundIdentifierList() {
            if (!p.right.isEmpty()) {
                tableRef = extend(tableRef, p.right);
            }
            if (!p.left.isEmpty()) {
                columnList = p.left;
            }
        }
    ]
    source = OrderedQueryOrExpr(ExprContext.ACCEPT_QUERY) {
        return new SqlQuiverInsert(s.end(source), keywordList, tableRef, source, columnList,
            overwrite);
    }
}
