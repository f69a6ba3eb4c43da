/**
 * The repository's example DHIS2 metadata mapping (dhis2-mapping.example.json): the 2020 data sets of HMIS 9.3,
 * no cell or org unit mapped. A deployment replaces it with its own file (the server's `HMIS_DHIS2_MAPPING`).
 */
import example from './dhis2-mapping.example.json' with { type: 'json' };

/** The example mapping as read from the file (validate with Dhis2MappingSchema). */
export const EXAMPLE_DHIS2_MAPPING: unknown = example;
