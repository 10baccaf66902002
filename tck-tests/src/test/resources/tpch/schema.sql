-- TPC-H schema (TPC-H specification, clause 1.4) with standard SQL types:
-- identifiers INTEGER, except the order key which is BIGINT because it
-- outgrows INTEGER above scale factor 500; money and quantities DECIMAL(15,2);
-- dates DATE.
--
-- Text columns: the one-character flags are CHAR(1). The spec's fixed-length
-- text columns (CHAR(10), CHAR(15), CHAR(25)) are VARCHAR of the same length,
-- as in DuckDB's dbgen, because H2 2.3 pads CHAR values and then an IN list
-- of plain literals does not match them (CHAR(10) 'AIR' IN ('AIR') is false),
-- which would change the answers of Q12, Q16 and Q19 on H2.
--
-- One column per line, in the generator's column order: TpchData reads the
-- declared types from here to choose the JDBC setter for each column.

create table nation (
    n_nationkey integer not null,
    n_name varchar(25) not null,
    n_regionkey integer not null,
    n_comment varchar(152) not null
);

create table region (
    r_regionkey integer not null,
    r_name varchar(25) not null,
    r_comment varchar(152) not null
);

create table part (
    p_partkey integer not null,
    p_name varchar(55) not null,
    p_mfgr varchar(25) not null,
    p_brand varchar(10) not null,
    p_type varchar(25) not null,
    p_size integer not null,
    p_container varchar(10) not null,
    p_retailprice decimal(15,2) not null,
    p_comment varchar(23) not null
);

create table supplier (
    s_suppkey integer not null,
    s_name varchar(25) not null,
    s_address varchar(40) not null,
    s_nationkey integer not null,
    s_phone varchar(15) not null,
    s_acctbal decimal(15,2) not null,
    s_comment varchar(101) not null
);

create table partsupp (
    ps_partkey integer not null,
    ps_suppkey integer not null,
    ps_availqty integer not null,
    ps_supplycost decimal(15,2) not null,
    ps_comment varchar(199) not null
);

create table customer (
    c_custkey integer not null,
    c_name varchar(25) not null,
    c_address varchar(40) not null,
    c_nationkey integer not null,
    c_phone varchar(15) not null,
    c_acctbal decimal(15,2) not null,
    c_mktsegment varchar(10) not null,
    c_comment varchar(117) not null
);

create table orders (
    o_orderkey bigint not null,
    o_custkey integer not null,
    o_orderstatus char(1) not null,
    o_totalprice decimal(15,2) not null,
    o_orderdate date not null,
    o_orderpriority varchar(15) not null,
    o_clerk varchar(15) not null,
    o_shippriority integer not null,
    o_comment varchar(79) not null
);

create table lineitem (
    l_orderkey bigint not null,
    l_partkey integer not null,
    l_suppkey integer not null,
    l_linenumber integer not null,
    l_quantity decimal(15,2) not null,
    l_extendedprice decimal(15,2) not null,
    l_discount decimal(15,2) not null,
    l_tax decimal(15,2) not null,
    l_returnflag char(1) not null,
    l_linestatus char(1) not null,
    l_shipdate date not null,
    l_commitdate date not null,
    l_receiptdate date not null,
    l_shipinstruct varchar(25) not null,
    l_shipmode varchar(10) not null,
    l_comment varchar(44) not null
);
