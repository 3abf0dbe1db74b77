-- Built-in templates of the back office (evaluation management): the indicators of every rule and two
-- systems to copy. Deductions and defaults are documented in README.md ("Templates"). Inserted once; the
-- back office edits them afterwards like any template.

INSERT INTO ea_indicator (owner_enterprise_id, kind, name, category, full_score, rule_key, params, deduction, options, description) VALUES
  (NULL, 'score', '浓度超标', '排放达标', 100, 'concentration', '{}'::jsonb, '{"mode": "perUnit", "perUnit": 5}'::jsonb, NULL, NULL),
  (NULL, 'score', '排放达标率', '排放达标', 100, 'compliance', '{"targetPercent": 100}'::jsonb, '{"mode": "steps", "steps": [{"min": null, "max": 95, "deduct": 100}, {"min": 95, "max": 98, "deduct": 50}, {"min": 98, "max": 100, "deduct": 20}]}'::jsonb, NULL, NULL),
  (NULL, 'score', '数据传输率', '数据质量', 100, 'dataTransfer', '{"thresholdPercent": 90}'::jsonb, '{"mode": "steps", "steps": [{"min": null, "max": 75, "deduct": 100}, {"min": 75, "max": 90, "deduct": 50}, {"min": 90, "max": 95, "deduct": 20}]}'::jsonb, NULL, NULL),
  (NULL, 'score', '数据缺失', '数据质量', 100, 'missing', '{"minHours": 1}'::jsonb, '{"mode": "perUnit", "perUnit": 2}'::jsonb, NULL, NULL),
  (NULL, 'score', '连续恒值', '数据质量', 100, 'continuousConstant', '{"waterHours": 6, "gasHours": 4, "tolerance": 0}'::jsonb, '{"mode": "perUnit", "perUnit": 20}'::jsonb, NULL, NULL),
  (NULL, 'score', '数据过低', '数据质量', 100, 'low', '{"defaultLower": 0}'::jsonb, '{"mode": "perUnit", "perUnit": 2}'::jsonb, NULL, NULL),
  (NULL, 'score', '数据过高', '数据质量', 100, 'high', '{}'::jsonb, '{"mode": "perUnit", "perUnit": 2}'::jsonb, NULL, NULL),
  (NULL, 'score', '数据突变', '数据质量', 100, 'mutation', '{"changePercent": 100, "floorPercentOfLimit": 10}'::jsonb, '{"mode": "perUnit", "perUnit": 10}'::jsonb, NULL, NULL),
  (NULL, 'score', '排放量突变', '数据质量', 100, 'emissionsMutation', '{"changePercent": 100}'::jsonb, '{"mode": "perUnit", "perUnit": 10}'::jsonb, NULL, NULL),
  (NULL, 'score', '应急物资合格率', '环境管理', 100, 'emergencySuppliesComplianceRate', '{"checkWithinDays": 90}'::jsonb, '{"mode": "proportional"}'::jsonb, NULL, NULL),
  (NULL, 'score', '环保资料完整性', '环境管理', 100, 'environmentalMaterial', '{"modules": ["facilityOperation", "onlineDeviceMaintenance", "material", "drugUseRecord"]}'::jsonb, '{"mode": "proportional"}'::jsonb, NULL, NULL),
  (NULL, 'score', '危废转移联单缺失', '环境管理', 100, 'hazardousWasteTransferSheetMissing', '{}'::jsonb, '{"mode": "perUnit", "perUnit": 25}'::jsonb, NULL, NULL),
  (NULL, 'score', '风险事件处置率', '风险防控', 100, 'riskEventDisposalRate', '{"targetPercent": 100}'::jsonb, '{"mode": "proportional"}'::jsonb, NULL, NULL),
  (NULL, 'select', '持有有效排污许可证', '环境管理', 100, NULL, '{"defaultIndex": 1}'::jsonb, NULL, '[{"label": "是", "score": 100}, {"label": "否", "score": 0}]'::jsonb, NULL),
  (NULL, 'select', '突发环境事件应急预案已备案', '风险防控', 100, NULL, '{"defaultIndex": 1}'::jsonb, NULL, '[{"label": "是", "score": 100}, {"label": "否", "score": 0}]'::jsonb, NULL);

INSERT INTO ea_system (owner_enterprise_id, name, period_type, levels, remark) VALUES
  (NULL, '环境行为评估（月度）', 'month', '[{"name": "优", "minScore": 90, "color": "#52c41a"}, {"name": "良", "minScore": 80, "color": "#1677ff"}, {"name": "中", "minScore": 60, "color": "#faad14"}, {"name": "差", "minScore": 0, "color": "#ff4d4f"}]'::jsonb, '监测数据质量、排放达标与环境管理综合评估'),
  (NULL, '环保信用评价（年度）', 'year', '[{"name": "绿牌", "minScore": 90, "color": "#52c41a"}, {"name": "蓝牌", "minScore": 80, "color": "#1677ff"}, {"name": "黄牌", "minScore": 60, "color": "#fadb14"}, {"name": "红牌", "minScore": 40, "color": "#ff4d4f"}, {"name": "黑牌", "minScore": 0, "color": "#262626"}]'::jsonb, '按环保信用评价的绿、蓝、黄、红、黑五级');

INSERT INTO ea_system_item (system_id, indicator_id, kind, name, category, full_score, rule_key, params, deduction, options, weight, sort_order)
SELECT s.id, i.id, i.kind, i.name, i.category, i.full_score, i.rule_key, i.params, i.deduction, i.options, w.weight, w.sort_order
  FROM ea_system s
  CROSS JOIN (VALUES
    ('浓度超标', 15, 0),
    ('排放达标率', 10, 1),
    ('数据传输率', 10, 2),
    ('数据缺失', 6, 3),
    ('连续恒值', 6, 4),
    ('数据过低', 4, 5),
    ('数据过高', 4, 6),
    ('数据突变', 5, 7),
    ('排放量突变', 5, 8),
    ('应急物资合格率', 8, 9),
    ('环保资料完整性', 8, 10),
    ('危废转移联单缺失', 8, 11),
    ('风险事件处置率', 5, 12),
    ('持有有效排污许可证', 3, 13),
    ('突发环境事件应急预案已备案', 3, 14)
  ) AS w(name, weight, sort_order)
  JOIN ea_indicator i ON i.name = w.name AND i.owner_enterprise_id IS NULL
 WHERE s.owner_enterprise_id IS NULL AND s.name IN ('环境行为评估（月度）', '环保信用评价（年度）');
