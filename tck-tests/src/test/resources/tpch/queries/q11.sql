-- TPC-H Q11, important stock identification. Validation parameters:
-- NATION = GERMANY, FRACTION = 0.0001. The spec scales FRACTION by 1/SF;
-- like DuckDB's tpch extension we keep 0.0001 at every scale, which only
-- changes how many rows qualify, the same for every engine. The spec's
-- output column "value" is named part_value: VALUE is a reserved word in H2
-- and in Calcite's default parser, and quoting would fold case differently
-- from engine to engine.
-- order-keys: 2
select
    ps_partkey,
    sum(ps_supplycost * ps_availqty) as part_value
from
    partsupp,
    supplier,
    nation
where
    ps_suppkey = s_suppkey
    and s_nationkey = n_nationkey
    and n_name = 'GERMANY'
group by
    ps_partkey
having
    sum(ps_supplycost * ps_availqty) > (
        select
            sum(ps_supplycost * ps_availqty) * 0.0001
        from
            partsupp,
            supplier,
            nation
        where
            ps_suppkey = s_suppkey
            and s_nationkey = n_nationkey
            and n_name = 'GERMANY'
    )
order by
    part_value desc
